import { decodeCursor, encodeCursor } from './keyset-cursor';

const refusal = 'This list has changed its order. Start again from the first page.';
const raw = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('keyset cursors', () => {
  it('round-trip sort values with microsecond timestamps', () => {
    const position = [7, '2026-11-22 10:53:37.270123+00', 42];
    expect(decodeCursor(encodeCursor('match', position), 'match', ['n', 't', 'n'])).toEqual(position);
    expect(decodeCursor(encodeCursor('newest', ['infinity', 1]), 'newest', ['t', 'n'])).toEqual(['infinity', 1]);
    for (const zone of ['+05:30', '-15:59', '+14', '-03:30'])
      expect(decodeCursor(encodeCursor('active', [`2026-11-22 16:23:37${zone}`, 1]), 'active', ['t', 'n'])).toEqual([
        `2026-11-22 16:23:37${zone}`,
        1,
      ]);
  });

  it.each([
    ['not base64 json', 'bm90LWpzb24'],
    ['the wrong shape', encodeCursor('newest', ['2026-11-22 10:53:37+00', 1, 2])],
    ['a text where a number goes', encodeCursor('newest', ['x', 'y'])],
    ['a date that is not one', encodeCursor('newest', ['tomorrow', 3])],
    ['a number out of range', encodeCursor('newest', ['2026-11-22 10:53:37+00', 2 ** 40])],
    // JavaScript reads these as dates; PostgreSQL does not, and answered 500.
    ['the timestamp "1"', encodeCursor('newest', ['1', 3])],
    ['the timestamp "0"', encodeCursor('newest', ['0', 3])],
    ['the timestamp "-1"', encodeCursor('newest', ['-1', 3])],
    ['the timestamp "March 7"', encodeCursor('newest', ['March 7', 3])],
    ['an ISO timestamp the API never writes', encodeCursor('newest', ['2026-11-22T10:53:37Z', 3])],
    ['a day that does not exist', encodeCursor('newest', ['2026-02-30 10:53:37+00', 3])],
    // Zones PostgreSQL refuses ("time zone displacement out of range"): each answered 500.
    ['a zone of +99 hours', encodeCursor('newest', ['2026-01-01 00:00:00+99', 3])],
    ['a zone of -16 hours', encodeCursor('newest', ['2026-01-01 00:00:00-16', 3])],
    ['a zone of 60 minutes', encodeCursor('newest', ['2026-01-01 00:00:00+05:60', 3])],
    ['another order’s cursor', encodeCursor('active', ['2026-11-22 10:53:37+00', 3])],
    ['a cursor without its order', raw(['2026-11-22 10:53:37+00', 3])],
    ['an object', raw({ 0: 'newest', 1: '2026-11-22 10:53:37+00', 2: 3 })],
  ])('refuse %s with a message to start again', (_what, cursor) => {
    expect(() => decodeCursor(cursor, 'newest', ['t', 'n'])).toThrow(refusal);
  });
});
