import { isClockUnlikeToday, zonedTimeToUtc } from './zoned-time';

describe('zonedTimeToUtc', () => {
  it('reads Indian time as +05:30 today and +06:30 in the war years', () => {
    expect(zonedTimeToUtc('1990-08-15', '09:00', 'Asia/Kolkata').toISOString()).toBe('1990-08-15T03:30:00.000Z');
    expect(zonedTimeToUtc('1943-06-15', '10:00', 'Asia/Kolkata').toISOString()).toBe('1943-06-15T03:30:00.000Z');
    expect(zonedTimeToUtc('1946-01-26', '10:00', 'Asia/Kolkata').toISOString()).toBe('1946-01-26T04:30:00.000Z');
  });

  it('follows a zone’s summer time and its odd years (Britain kept +01:00 all through 1969)', () => {
    expect(zonedTimeToUtc('2001-07-01', '12:00', 'Europe/London').toISOString()).toBe('2001-07-01T11:00:00.000Z');
    expect(zonedTimeToUtc('2001-01-01', '12:00', 'Europe/London').toISOString()).toBe('2001-01-01T12:00:00.000Z');
    expect(zonedTimeToUtc('1969-12-15', '12:00', 'Europe/London').toISOString()).toBe('1969-12-15T11:00:00.000Z');
  });

  it('counts a time a clock change skipped or repeated with the offset after the change', () => {
    expect(zonedTimeToUtc('1990-03-25', '01:30', 'Europe/London').toISOString()).toBe('1990-03-25T00:30:00.000Z');
    expect(zonedTimeToUtc('1990-10-28', '01:30', 'Europe/London').toISOString()).toBe('1990-10-28T01:30:00.000Z');
  });

  it('handles the quarter-hour zones of the neighbours', () => {
    expect(zonedTimeToUtc('2020-01-01', '05:45', 'Asia/Kathmandu').toISOString()).toBe('2020-01-01T00:00:00.000Z');
  });
});

describe('isClockUnlikeToday', () => {
  it('singles out the war years in India, and nothing since', () => {
    expect(isClockUnlikeToday(zonedTimeToUtc('1943-06-22', '18:00', 'Asia/Kolkata'), 'Asia/Kolkata')).toBe(true);
    expect(isClockUnlikeToday(zonedTimeToUtc('1999-03-14', '07:20', 'Asia/Kolkata'), 'Asia/Kolkata')).toBe(false);
    expect(isClockUnlikeToday(zonedTimeToUtc('1946-01-26', '10:00', 'Asia/Kolkata'), 'Asia/Kolkata')).toBe(false);
  });

  it('leaves out the summer time a zone still keeps, but not the double summer time it kept in the war', () => {
    expect(isClockUnlikeToday(zonedTimeToUtc('1999-07-01', '12:00', 'Europe/London'), 'Europe/London')).toBe(false);
    expect(isClockUnlikeToday(zonedTimeToUtc('1941-06-01', '12:00', 'Europe/London'), 'Europe/London')).toBe(true);
  });
});
