import { financialYearStartInIndia, monthStartInIndia } from './india-time';

describe('time in India', () => {
  it('starts a month at midnight on the 1st in India, which is 18:30 UTC the day before', () => {
    expect(monthStartInIndia(new Date('2026-11-23T09:00:00Z')).toISOString()).toBe('2026-10-31T18:30:00.000Z');
    expect(monthStartInIndia(new Date('2026-11-23T09:00:00Z'), 1).toISOString()).toBe('2026-11-30T18:30:00.000Z');
  });

  it('puts the evening of the last day (UTC) in the next month once it is past midnight in India', () => {
    expect(monthStartInIndia(new Date('2026-11-30T18:29:59Z')).toISOString()).toBe('2026-10-31T18:30:00.000Z');
    expect(monthStartInIndia(new Date('2026-11-30T18:30:00Z')).toISOString()).toBe('2026-11-30T18:30:00.000Z');
    expect(monthStartInIndia(new Date('2026-12-31T20:00:00Z'), 1).toISOString()).toBe('2027-01-31T18:30:00.000Z');
  });

  it('turns the financial year on 1 April in India', () => {
    expect(financialYearStartInIndia(new Date('2027-03-31T18:29:59Z'))).toBe(2026);
    expect(financialYearStartInIndia(new Date('2027-03-31T18:30:00Z'))).toBe(2027);
  });
});
