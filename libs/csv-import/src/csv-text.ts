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

/**
 * Excel on Windows reads a CSV without a byte order mark in the machine's code page, garbling "₹" and Hindi names;
 * every CSV we offer for download starts with one (readers of our uploads skip it).
 */
export const UTF8_BOM = '\uFEFF';

/** A downloadable CSV file's text: the byte order mark, then the rows as toCsvText writes them. */
export function toCsvFileText(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return UTF8_BOM + toCsvText(rows);
}
