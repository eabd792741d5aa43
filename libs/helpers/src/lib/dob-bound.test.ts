import { getDobBound } from './dob-bound';

const at = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h, 0, 0);

describe('getDobBound', () => {
  it('returns the same day and month that many years ago as an ISO timestamp', () => {
    expect(getDobBound(25, at(2026, 11, 22))).toBe('2001-11-22T00:00:00.000Z');
  });

  it('uses the local calendar day, not the UTC one, near midnight', () => {
    expect(getDobBound(30, at(2026, 1, 1, 0))).toBe('1996-01-01T00:00:00.000Z');
    expect(getDobBound(30, at(2026, 12, 31, 23))).toBe('1996-12-31T00:00:00.000Z');
  });

  it('maps 29 February to 28 February when the target year is not a leap year', () => {
    expect(getDobBound(1, at(2028, 2, 29))).toBe('2027-02-28T00:00:00.000Z');
    expect(getDobBound(4, at(2028, 2, 29))).toBe('2024-02-29T00:00:00.000Z');
  });

  it('gives today for age 0', () => {
    expect(getDobBound(0, at(2026, 11, 22))).toBe('2026-11-22T00:00:00.000Z');
  });

  it('refuses negative or fractional ages', () => {
    expect(() => getDobBound(-1)).toThrow(RangeError);
    expect(() => getDobBound(18.5)).toThrow(RangeError);
  });
});
