import { toCsvText, type ImportFailureJson } from '@matri/contracts';
import type { CsvCells, ParseProblem } from '../csv/csv-read-messages';

export interface FailedRowsInput {
  headers: readonly string[];
  /** The rows uploaded and the line each starts on; failures point into them (row 1 = the first). */
  rows: readonly CsvCells[];
  lines: readonly number[];
  failures: readonly ImportFailureJson[];
  problems: readonly ParseProblem[];
}

/**
 * The rows that were not imported, as a CSV the admin can fix and upload again: the file's line, the file's own
 * columns, then every reason. Cells are escaped against formulas, since they hold whatever the uploaded file held.
 */
export function failedRowsCsv({ headers, rows, lines, failures, problems }: FailedRowsInput): string {
  const reasonsByRow = new Map<number, string[]>();
  for (const failure of failures) {
    const reasons = reasonsByRow.get(failure.row) ?? [];
    reasons.push(failure.message);
    reasonsByRow.set(failure.row, reasons);
  }
  const entries: { line: number; cells: readonly string[]; reasons: string }[] = [
    ...problems.map((p) => ({ line: p.line, cells: p.cells.slice(0, headers.length), reasons: p.message })),
    ...[...reasonsByRow].map(([row, reasons]) => ({ line: lines[row - 1], cells: rows[row - 1] ?? [], reasons: reasons.join('; ') })),
  ].sort((a, b) => a.line - b.line);
  return toCsvText([['Line', ...headers, 'Problems'], ...entries.map((e) => [e.line, ...e.cells, e.reasons])]);
}

export function failedRowsFileName(fileName: string): string {
  return `${fileName.replace(/\.csv$/i, '')}-not-imported.csv`;
}
