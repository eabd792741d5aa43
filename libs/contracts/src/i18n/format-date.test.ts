import { formatDate } from './format-date';

describe('formatDate', () => {
  it("writes a calendar date out in the reader's language, the same day in every time zone", () => {
    expect(formatDate('1999-03-14', 'en')).toBe('14 March 1999');
    expect(formatDate('1999-03-14', 'hi')).toBe('14 मार्च 1999');
    expect(formatDate('1999-03-14', 'hi', { timeZone: 'America/Los_Angeles' })).toBe('14 मार्च 1999');
  });

  it('reads a moment in the zone given, with or without the year', () => {
    const lateEvening = '2026-11-30T20:00:00.000Z';
    expect(formatDate(lateEvening, 'en', { timeZone: 'Asia/Kolkata' })).toBe('1 December 2026');
    expect(formatDate(new Date(lateEvening), 'hi', { timeZone: 'Asia/Kolkata', withYear: false })).toBe('1 दिसंबर');
  });

  it('gives back what is no date', () => {
    expect(formatDate('soon', 'hi')).toBe('soon');
  });
});
