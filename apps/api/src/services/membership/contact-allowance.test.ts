import { monthStartInIndia, nextMonthStartInIndia } from './contact-allowance';

describe('the month of a contact allowance, in India', () => {
  it('starts at midnight on the 1st in India, which is 18:30 UTC the day before', () => {
    expect(monthStartInIndia(new Date('2026-11-23T09:00:00Z')).toISOString()).toBe('2026-10-31T18:30:00.000Z');
    expect(nextMonthStartInIndia(new Date('2026-11-23T09:00:00Z')).toISOString()).toBe('2026-11-30T18:30:00.000Z');
  });

  it('puts the evening of the last day (UTC) in the next month once it is past midnight in India', () => {
    expect(monthStartInIndia(new Date('2026-11-30T18:29:59Z')).toISOString()).toBe('2026-10-31T18:30:00.000Z');
    expect(monthStartInIndia(new Date('2026-11-30T18:30:00Z')).toISOString()).toBe('2026-11-30T18:30:00.000Z');
    expect(nextMonthStartInIndia(new Date('2026-12-31T20:00:00Z')).toISOString()).toBe('2027-01-31T18:30:00.000Z');
  });
});
