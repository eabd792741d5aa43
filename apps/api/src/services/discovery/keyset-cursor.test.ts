import { decodeCursor, encodeCursor } from './keyset-cursor';

describe('keyset cursors', () => {
  it('round-trip sort values with microsecond timestamps', () => {
    const position = [7, '2026-11-22 10:53:37.270123+00', 42];
    expect(decodeCursor(encodeCursor(position), ['n', 't', 'n'])).toEqual(position);
  });

  it.each([
    ['not base64 json', 'bm90LWpzb24'],
    ['the wrong shape', encodeCursor(['2026-11-22 10:53:37+00', 1, 2])],
    ['a text where a number goes', encodeCursor(['x', 'y'])],
    ['a date that is not one', encodeCursor(['tomorrow', 3])],
    ['a number out of range', encodeCursor(['2026-11-22 10:53:37+00', 2 ** 40])],
  ])('refuse %s with a message to start again', (_what, cursor) => {
    expect(() => decodeCursor(cursor, ['t', 'n'])).toThrow('This list has changed its order. Start again from the first page.');
  });
});
