/**
 * A cell a spreadsheet would run as a formula (= + - @, or a leading tab or carriage return) is prefixed with a
 * quote, so a file written from members' data cannot run anything when an admin opens it.
 */
export function neutraliseFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

function quoteCell(cell: string): string {
  return /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/** RFC 4180 text of the rows (CRLF line ends), every cell made safe to open in a spreadsheet. */
export function toCsvText(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return (
    rows
      .map((row) => row.map((cell) => quoteCell(neutraliseFormula(cell == null ? '' : String(cell)))).join(','))
      .join('\r\n') + '\r\n'
  );
}
