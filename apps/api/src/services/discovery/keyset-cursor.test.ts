import { decodeCursor, encodeCursor } from './keyset-cursor';

describe('keyset cursors', () => {
  it('round-trip sort values with microsecond timestamps', () => {
    const position = [7, '2026-11-22 10:53:37.270123+00', 42];
    expect(decodeCursor(encodeCursor(position), ['n', 't', 'n'])).toEqual(position);
    expect(decodeCursor(encodeCursor(['infinity', 1]), ['t', 'n'])).toEqual(['infinity', 1]);
    expect(decodeCursor(encodeCursor(['2026-11-22 16:23:37+05:30', 1]), ['t', 'n'])).toEqual([
      '2026-11-22 16:23:37+05:30',
      1,
    ]);
  });

  it.each([
    ['not base64 json', 'bm90LWpzb24'],
    ['the wrong shape', encodeCursor(['2026-11-22 10:53:37+00', 1, 2])],
    ['a text where a number goes', encodeCursor(['x', 'y'])],
    ['a date that is not one', encodeCursor(['tomorrow', 3])],
    ['a number out of range', encodeCursor(['2026-11-22 10:53:37+00', 2 ** 40])],
    // JavaScript reads these as dates; PostgreSQL does not, and answered 500.
    ['the timestamp "1"', encodeCursor(['1', 3])],
    ['the timestamp "0"', encodeCursor(['0', 3])],
    ['the timestamp "-1"', encodeCursor(['-1', 3])],
    ['the timestamp "March 7"', encodeCursor(['March 7', 3])],
    ['an ISO timestamp the API never writes', encodeCursor(['2026-11-22T10:53:37Z', 3])],
    ['a day that does not exist', encodeCursor(['2026-02-30 10:53:37+00', 3])],
  ])('refuse %s with a message to start again', (_what, cursor) => {
    expect(() => decodeCursor(cursor, ['t', 'n'])).toThrow(
      'This list has changed its order. Start again from the first page.',
    );
  });
});
