import { toCsvFileText } from '@matri/csv-import';
import type { ImportFailureJson } from '@matri/contracts';
import type { CsvRow, ParseProblem, RowChunk } from '../csv/csv-read-messages';

export interface FailedRowsInput {
  headers: readonly string[];
  /** The chunks uploaded and the line each row starts on; failures point into them (row 1 = the first row sent). */
  chunks: readonly RowChunk[];
  lines: readonly number[];
  failures: readonly ImportFailureJson[];
  problems: readonly ParseProblem[];
}

/** The rows sent, by their place in the upload; only the chunks that hold a failed row are read back. */
function rowFinder(chunks: readonly RowChunk[]) {
  const firsts: number[] = [];
  let next = 1;
  for (const chunk of chunks) {
    firsts.push(next);
    next += chunk.rowCount;
  }
  const read = new Map<number, CsvRow[]>();
  return (row: number): CsvRow | undefined => {
    let index = firsts.length - 1;
    while (index > 0 && firsts[index] > row) index -= 1;
    if (!read.has(index)) read.set(index, JSON.parse(chunks[index]?.body ?? '[]') as CsvRow[]);
    return read.get(index)?.[row - firsts[index]];
  };
}

/**
 * The rows that were not imported, as a CSV the admin can fix and upload again: the file's line, the file's own
 * columns, then every reason. Cells are escaped against formulas, since they hold whatever the uploaded file held.
 */
export function failedRowsCsv({ headers, chunks, lines, failures, problems }: FailedRowsInput): string {
  const reasonsByRow = new Map<number, string[]>();
  for (const failure of failures) {
    const reasons = reasonsByRow.get(failure.row) ?? [];
    reasons.push(failure.message);
    reasonsByRow.set(failure.row, reasons);
  }
  const rowAt = rowFinder(chunks);
  const entries: { line: number; cells: readonly string[]; reasons: string }[] = [
    ...problems.map((p) => ({ line: p.line, cells: p.cells.slice(0, headers.length), reasons: p.message })),
    ...[...reasonsByRow].map(([row, reasons]) => {
      const sent = rowAt(row);
      return { line: lines[row - 1], cells: headers.map((h) => sent?.[h] ?? ''), reasons: reasons.join('; ') };
    }),
  ].sort((a, b) => a.line - b.line);
  return toCsvFileText([['Line', ...headers, 'Problems'], ...entries.map((e) => [e.line, ...e.cells, e.reasons])]);
}

export function failedRowsFileName(fileName: string): string {
  return `${fileName.replace(/\.csv$/i, '')}-not-imported.csv`;
}
