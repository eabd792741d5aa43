import { validationError } from '../../http/api-error';

/**
 * The position after the last result of a page: the sort values and the id of that row, as an opaque string. Timestamps
 * travel as PostgreSQL's own text (microseconds), so the next page starts exactly after the row and never skips or repeats.
 */
export type KeysetPosition = (string | number)[];

export function encodeCursor(position: KeysetPosition): string {
  return Buffer.from(JSON.stringify(position)).toString('base64url');
}

const invalid = () =>
  validationError('This list has changed its order. Start again from the first page.', [
    { path: ['cursor'], message: 'The page position is not valid' },
  ]);

/** Reads a cursor made by encodeCursor with the given shape ('n' a number, 't' a timestamp text or 'infinity'); anything else is refused. */
export function decodeCursor(cursor: string, shape: readonly ('n' | 't')[]): KeysetPosition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== shape.length) throw invalid();
  parsed.forEach((value, i) => {
    const ok =
      shape[i] === 'n'
        ? Number.isInteger(value) && Math.abs(value as number) <= 2_147_483_647
        : typeof value === 'string' && value.length <= 40 && (value === 'infinity' || !Number.isNaN(Date.parse(value.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00'))));
    if (!ok) throw invalid();
  });
  return parsed as KeysetPosition;
}
