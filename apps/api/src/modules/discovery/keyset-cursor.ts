import { say } from '@matri/contracts';
import { InvalidInput } from '../platform';

/**
 * The position after the last result of a page: the sort values and the id of that row, as an opaque string. Timestamps
 * travel as PostgreSQL's own text (microseconds), so the next page starts exactly after the row and never skips or repeats.
 */
export type KeysetPosition = (string | number)[];

/** Which order a cursor continues: a position in one order means nothing in another. */
export type CursorOrder = 'newest' | 'active' | 'match';

export function encodeCursor(order: CursorOrder, position: KeysetPosition): string {
  return Buffer.from(JSON.stringify([order, ...position])).toString('base64url');
}

/** The 400 for a cursor this list cannot continue from. */
export const invalidCursor = () =>
  new InvalidInput(
    {
      en: 'This list has changed its order. Start again from the first page.',
      hi: 'इस सूची का क्रम बदल गया है। पहले पेज से फिर शुरू करें।',
    },
    [{ path: ['cursor'], message: say({ en: 'The page position is not valid', hi: 'पेज की जगह सही नहीं है' }) }],
  );

/**
 * PostgreSQL's text of a timestamptz, as the API writes it into cursors: 2026-11-23 10:15:42.123456+00. The zone is
 * within PostgreSQL's ±15:59: it refuses a larger one ("+99"), which a forged cursor once turned into a 500.
 */
const POSTGRES_TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?[+-](0\d|1[0-5])(:[0-5]\d)?$/;

/** Only a timestamp the API itself could have written: a real date and time in PostgreSQL's text, or 'infinity'. */
function isCursorTimestamp(value: unknown): boolean {
  if (value === 'infinity') return true;
  if (typeof value !== 'string') return false;
  const match = POSTGRES_TIMESTAMP.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return (
    year >= 1900 &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60
  );
}

/**
 * Reads a cursor encodeCursor made for this order, with the given shape ('n' an integer, 't' a timestamp text or
 * 'infinity'); anything else, another order's cursor included, is refused with a 400.
 */
export function decodeCursor(cursor: string, order: CursorOrder, shape: readonly ('n' | 't')[]): KeysetPosition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== shape.length + 1 || parsed[0] !== order) throw invalidCursor();
  const position: unknown[] = parsed.slice(1);
  position.forEach((value, i) => {
    const ok =
      shape[i] === 'n'
        ? Number.isInteger(value) && Math.abs(value as number) <= 2_147_483_647
        : isCursorTimestamp(value);
    if (!ok) throw invalidCursor();
  });
  return position as KeysetPosition;
}
