import type { JsonText } from '@matri/contracts';

/** A CSV row as docs/spec.md sends it: an object keyed by the header names. */
export type CsvRow = Record<string, string>;

/**
 * Rows ready to send, as the body POST /api/upload-csv takes: a JSON array of objects keyed by the header names. One
 * string per chunk is cheap to pass from a worker to the page, where a hundred thousand row objects are not.
 */
export interface RowChunk {
  body: JsonText<CsvRow[]>;
  rowCount: number;
}

/**
 * docs/spec.md section 5's row: the cells keyed by header names (the first of two equal headers wins; unnamed columns
 * are left out).
 */
export function toCsvRow(headers: readonly string[], cells: readonly string[]): CsvRow {
  const row: CsvRow = {};
  headers.forEach((header, index) => {
    if (header && !(header in row)) row[header] = cells[index];
  });
  return row;
}

/** A line of the file that is not a row: too many or too few fields, or a quote never closed. */
export interface ParseProblem {
  line: number;
  message: string;
  cells: string[];
}

/** A problem of a previewed row; `header` is the file's column it sits in, or null for a column the file lacks. */
export interface CellProblem {
  header: string | null;
  message: string;
  /** An optional field left out of a row that is imported, not a reason the row is not. */
  isWarning: boolean;
}

export interface PreviewRow {
  line: number;
  cells: CsvRow;
  problems: CellProblem[];
}

export interface HeaderReport {
  headers: string[];
  /** Headers the template does not know: their cells are not imported. */
  unknown: string[];
  /** Headers naming a field an earlier header already gives. */
  duplicates: string[];
  /** Template headers of required fields the file lacks: no row can be imported until it has them. */
  missing: string[];
}

/**
 * What a reader sends, in order: the header, batches of rows as it parses, "parsed", then the counts of rows that pass
 * the import rules as it checks them, then "done"; or "failed". Parsing first lets the page offer the upload as soon
 * as the rows are read (the API checks every row again).
 */
export type CsvReadMessage =
  | ({ type: 'header' } & HeaderReport)
  | {
      type: 'rows';
      /** The batch's rows, a chunk of the upload; null when the batch holds only lines that could not be read. */
      chunk: RowChunk | null;
      /** The line of the file each row starts on. */
      lines: number[];
      preview: PreviewRow[];
      problems: ParseProblem[];
    }
  | { type: 'parsed' }
  /**
   * How many more rows pass the import rules as they stand, and how many do not; `leftOut`: of those that pass, how
   * many are imported without an optional field whose cell is not valid.
   */
  | { type: 'checked'; valid: number; invalid: number; leftOut: number }
  | { type: 'done' }
  | { type: 'failed'; message: string };
