import { ageInYears, getAge } from './age';

const at = (y: number, m: number, d: number) => new Date(y, m - 1, d, 12, 0, 0);

describe('getAge', () => {
  it('counts whole years once the birthday has passed', () => {
    expect(getAge('1995-03-10', at(2026, 11, 22))).toBe('31');
  });

  it('is one less while this year’s birthday is still to come', () => {
    expect(getAge('1995-12-25', at(2026, 11, 22))).toBe('30');
  });

  it('counts the birthday itself as passed', () => {
    expect(getAge('2000-11-22', at(2026, 11, 22))).toBe('26');
    expect(getAge('2000-11-23', at(2026, 11, 22))).toBe('25');
  });

  it('treats a 29 February birth as not yet a year older on 28 February of a non-leap year', () => {
    expect(getAge('2000-02-29', at(2027, 2, 28))).toBe('26');
    expect(getAge('2000-02-29', at(2027, 3, 1))).toBe('27');
  });

  it('ages a 29 February birth on the day itself in a leap year', () => {
    expect(getAge('2000-02-29', at(2028, 2, 28))).toBe('27');
    expect(getAge('2000-02-29', at(2028, 2, 29))).toBe('28');
  });

  it('returns empty text for empty, invalid or impossible dates', () => {
    expect(getAge('', at(2026, 1, 1))).toBe('');
    expect(getAge('   ', at(2026, 1, 1))).toBe('');
    expect(getAge('not a date', at(2026, 1, 1))).toBe('');
    expect(getAge('2001-02-29', at(2026, 1, 1))).toBe('');
    expect(getAge('1990-13-01', at(2026, 1, 1))).toBe('');
    expect(getAge(null)).toBe('');
    expect(getAge(undefined)).toBe('');
    expect(getAge(new Date('garbage'))).toBe('');
  });

  it('returns empty text for a birth date in the future', () => {
    expect(getAge('2030-01-01', at(2026, 1, 1))).toBe('');
  });

  it('reads a date-only string as a calendar date whatever the time zone', () => {
    // '1990-06-15' parsed by Date would be UTC midnight, i.e. 14 June in the Americas.
    expect(ageInYears('1990-06-15', at(2026, 6, 15))).toBe(36);
    expect(ageInYears('1990-06-15', at(2026, 6, 14))).toBe(35);
  });

  it('accepts ISO timestamps and Date objects', () => {
    expect(getAge(new Date(1990, 5, 15), at(2026, 6, 15))).toBe('36');
    expect(getAge('1990-06-15T10:00:00', at(2026, 6, 15))).toBe('36');
  });
});

describe.each(['America/Los_Angeles', 'Asia/Kolkata', 'Pacific/Kiritimati', 'UTC'])('in time zone %s', (zone) => {
  const original = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    process.env.TZ = original;
  });

  it('gives the same age for a date-only birth date just before and on the birthday', () => {
    expect(getAge('2000-11-22', new Date(2026, 10, 21, 23, 59))).toBe('25');
    expect(getAge('2000-11-22', new Date(2026, 10, 22, 0, 1))).toBe('26');
  });
});
