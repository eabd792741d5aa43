/** A cursor's JSON as the API wrote it, and back: forgeries start from a real one so they pass every check but one. */
const read = (cursor: string): unknown[] => JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
const write = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

const isTimestamp = (value: unknown) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2} /.test(value);

/** Every timestamp of the cursor replaced by `text`, every number by `value`, or the array changed by `change`. */
function forge(cursor: string, how: { timestamp?: string; number?: unknown; change?: (values: unknown[]) => unknown }) {
  const values = read(cursor);
  if (how.change) return write(how.change(values));
  return write(
    values.map((value) => {
      if (how.timestamp !== undefined && isTimestamp(value)) return how.timestamp;
      if (how.number !== undefined && typeof value === 'number') return how.number;
      return value;
    }),
  );
}

/**
 * Cursors a hostile member could send in place of `real` (a next-page cursor the API gave): bad timestamps (offsets
 * PostgreSQL refuses answered 500), wrong types, huge numbers and wrong shapes, each named for the test's message.
 */
export function forgedCursors(real: string): [string, string][] {
  return [
    ['an offset of 99 hours', forge(real, { timestamp: '2026-01-01 00:00:00+99' })],
    ['an offset of 16 hours', forge(real, { timestamp: '2026-01-01 00:00:00-16' })],
    ['an offset of 60 minutes', forge(real, { timestamp: '2026-01-01 00:00:00+05:60' })],
    ['a year past 9999', forge(real, { timestamp: '12026-01-01 00:00:00+00' })],
    ['a timestamp as a number', forge(real, { timestamp: 1767225600000 as unknown as string })],
    ['a huge number', forge(real, { number: 1e300 })],
    ['a number past 2^31', forge(real, { number: 2 ** 31 })],
    ['a fraction', forge(real, { number: 1.5 })],
    ['a number as text', forge(real, { number: '7' })],
    ['a null', forge(real, { number: null })],
    ['a nested array', forge(real, { number: [1] })],
    ['one value too few', forge(real, { change: (values) => values.slice(0, -1) })],
    ['one value too many', forge(real, { change: (values) => [...values, 1] })],
    ['an object', forge(real, { change: (values) => ({ ...values }) })],
    ['a string', forge(real, { change: () => 'next' })],
    ['an empty array', forge(real, { change: () => [] })],
  ];
}
