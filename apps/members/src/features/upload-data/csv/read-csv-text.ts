import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import Papa from 'papaparse';
import { IMPORT_BODY_LIMIT_BYTES, IMPORT_CHUNK_ROWS, IMPORT_PREVIEW_ROWS, toJsonText } from '@matri/contracts';
import {
  importColumns,
  mapImportRow,
  matchImportHeaders,
  repeatedContactCheck,
  type HeaderMatch,
  type ImportRowError,
} from '@matri/csv-import';
import {
  toCsvRow,
  type CellProblem,
  type CsvReadMessage,
  type CsvRow,
  type ParseProblem,
  type PreviewRow,
} from './csv-read-messages';

/** Rows per message: one upload chunk, sent as it is. */
const BATCH_ROWS = IMPORT_CHUNK_ROWS;
/**
 * A chunk of long rows (unknown columns holding whole documents) ends early, so its body stays within the API's limit
 * even if every character takes three bytes in UTF-8 and quotes double.
 */
const BATCH_CHARACTERS = Math.floor(IMPORT_BODY_LIMIT_BYTES / 4);
const NEWLINE = 10;
const CARRIAGE_RETURN = 13;

/** The line numbers of places in the text, for offsets that only move forward. */
function lineCounter(text: string, firstLine: number) {
  let offset = 0;
  let line = firstLine;
  return (to: number): number => {
    for (; offset < to; offset += 1) if (text.charCodeAt(offset) === NEWLINE) line += 1;
    return line;
  };
}

/** Which part of a file a reader reads: a big file is read by several workers at once, each a run of whole rows. */
export interface CsvPart {
  index: number;
  count: number;
}

const QUOTE = 34;

/**
 * Where each part starts: the first line start after each equal share of the text that is not inside a quoted value
 * (a quote count that is even so far; "" inside a value counts twice). The last bound is the end of the text.
 */
function partBounds(text: string, count: number): number[] {
  const bounds = [0];
  let quotes = 0;
  let offset = 0;
  for (let k = 1; k < count; k += 1) {
    const target = Math.floor((text.length * k) / count);
    for (; offset < text.length; offset += 1) {
      const code = text.charCodeAt(offset);
      if (code === QUOTE) quotes += 1;
      else if (code === NEWLINE && offset >= target && quotes % 2 === 0) break;
    }
    offset = Math.min(offset + 1, text.length);
    bounds.push(offset);
  }
  bounds.push(text.length);
  return bounds;
}

function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset; i += 1) if (text.charCodeAt(i) === NEWLINE) line += 1;
  return line;
}

/**
 * A previewed row's problems under their cells: what keeps it out, or (when it is imported) the fields it is imported
 * without, as warnings.
 */
function problemsOf(
  result: ReturnType<typeof mapImportRow>,
  match: HeaderMatch,
  repeat: ImportRowError | null,
): CellProblem[] {
  const underCell = (problem: ImportRowError, isWarning: boolean): CellProblem => ({
    header: match.columns.find((c) => c.column.field === problem.field)?.header ?? null,
    message: problem.message,
    isWarning,
  });
  if (!result.ok) return result.errors.map((error) => underCell(error, false));
  if (repeat) return [underCell(repeat, false)];
  return result.warnings.map((warning) => underCell(warning, true));
}

function fieldCountProblem(found: number, expected: number): string {
  return found > expected
    ? i18n._(msg`Too many fields: ${found}, the header has ${expected}`)
    : i18n._(msg`Too few fields: ${found}, the header has ${expected}`);
}

/**
 * docs/spec.md section 5's reading of an upload, made to tell what it finds: the first row is the header, empty lines
 * are skipped, each row becomes an object keyed by the header names. Rows whose field count differs from the header's,
 * or whose quote is never closed, are reported with their line instead of being sent. Once parsed, each row is checked
 * with the import rules, so the page can count valid and invalid rows (and preview the first ones) before anything is
 * sent.
 */
export function readCsvText(
  text: string,
  emit: (message: CsvReadMessage) => void,
  part: CsvPart = { index: 0, count: 1 },
): void {
  const whole = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const bounds = partBounds(whole, part.count);
  const body = whole.slice(bounds[part.index], bounds[part.index + 1]);
  const lineAt = lineCounter(body, part.index === 0 ? 1 : lineOf(whole, bounds[part.index]));
  // Later parts read the header from the file's first row but leave reporting it to the first part.
  let headers: string[] | null =
    part.index === 0 ? null : (Papa.parse<string[]>(whole, { preview: 1 }).data[0] ?? []).map((cell) => cell.trim());
  let match: HeaderMatch | null = headers ? matchImportHeaders(headers) : null;
  let previewed = 0;
  let rowStart = 0;
  let rows: CsvRow[] = [];
  let characters = 0;
  const parsedRows: CsvRow[] = [];
  // The API checks each chunk's rows against the chunk's earlier rows (a repeated e-mail or mobile); the counts here
  // check the same rows against the same rows, so the valid rows counted are the rows the import takes.
  const chunkSizes: number[] = [];
  let previewRepeats = repeatedContactCheck('line');
  let batch: Extract<CsvReadMessage, { type: 'rows' }> = {
    type: 'rows',
    chunk: null,
    lines: [],
    preview: [],
    problems: [],
  };
  const flush = () => {
    if (rows.length === 0 && batch.problems.length === 0) return;
    emit({ ...batch, chunk: rows.length ? { body: toJsonText(rows), rowCount: rows.length } : null });
    if (rows.length) chunkSizes.push(rows.length);
    previewRepeats = repeatedContactCheck('line');
    rows = [];
    characters = 0;
    batch = { type: 'rows', chunk: null, lines: [], preview: [], problems: [] };
  };

  Papa.parse<string[]>(body, {
    skipEmptyLines: true,
    step: (result) => {
      while (
        rowStart < body.length &&
        (body.charCodeAt(rowStart) === NEWLINE || body.charCodeAt(rowStart) === CARRIAGE_RETURN)
      )
        rowStart += 1;
      const line = lineAt(rowStart);
      rowStart = result.meta.cursor;
      const cells = result.data;
      if (!headers || !match) {
        headers = cells.map((cell) => cell.trim());
        match = matchImportHeaders(headers);
        const given = new Set(match.columns.map((c) => c.column.field));
        emit({
          type: 'header',
          headers,
          unknown: match.unknown,
          duplicates: match.duplicates,
          missing: importColumns.filter((c) => c.isRequired && !given.has(c.field)).map((c) => c.header),
        });
        return;
      }
      const problem: ParseProblem | null = result.errors.some((e) => e.code === 'MissingQuotes')
        ? {
            line,
            message: i18n._(msg`A quoted value is not closed: the rest of the file was read into this row`),
            cells,
          }
        : cells.length !== headers.length
          ? { line, message: fieldCountProblem(cells.length, headers.length), cells }
          : null;
      if (problem) {
        batch.problems.push(problem);
      } else {
        const row = toCsvRow(headers, cells);
        rows.push(row);
        parsedRows.push(row);
        for (let i = 0; i < cells.length; i += 1) characters += cells[i].length + headers[i].length + 6;
        batch.lines.push(line);
        // Only the first part previews: a big file's later parts start far past its first rows.
        if (part.index === 0 && previewed < IMPORT_PREVIEW_ROWS) {
          previewed += 1;
          const result = mapImportRow(row, match.columns);
          batch.preview.push({
            line,
            cells: row,
            problems: problemsOf(result, match, result.ok ? previewRepeats(result.member, line) : null),
          } satisfies PreviewRow);
        }
      }
      if (rows.length >= BATCH_ROWS || characters >= BATCH_CHARACTERS || batch.problems.length >= BATCH_ROWS) flush();
    },
  });
  flush();
  if (!headers || !match) {
    emit({ type: 'failed', message: i18n._(msg`The file is empty: its first row must hold the column names.`) });
    return;
  }
  emit({ type: 'parsed' });
  const columns = match.columns;
  let first = 0;
  for (const size of chunkSizes) {
    const repeated = repeatedContactCheck('row');
    let valid = 0;
    let leftOut = 0;
    parsedRows.slice(first, first + size).forEach((row, index) => {
      const result = mapImportRow(row, columns);
      if (!result.ok || repeated(result.member, index + 1)) return;
      valid += 1;
      if (result.warnings.length > 0) leftOut += 1;
    });
    emit({ type: 'checked', valid, invalid: size - valid, leftOut });
    first += size;
  }
  emit({ type: 'done' });
}
