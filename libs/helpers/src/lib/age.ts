/**
 * Parses a birth date. Date-only strings (YYYY-MM-DD) are read as calendar dates, not as UTC midnight,
 * so that a member's age never depends on the viewer's time zone.
 */
function toCalendarDate(value: string | Date): { year: number; month: number; day: number } | null {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    return { year: value.getFullYear(), month: value.getMonth() + 1, day: value.getDate() };
  }
  const trimmed = value.trim();
  if (!trimmed) return null;
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  if (dateOnly) {
    const [year, month, day] = dateOnly.slice(1).map(Number);
    const probe = new Date(Date.UTC(year, month - 1, day));
    const isRealDate =
      probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
    return isRealDate ? { year, month, day } : null;
  }
  const parsed = new Date(trimmed);
  if (Number.isNaN(parsed.getTime())) return null;
  return { year: parsed.getFullYear(), month: parsed.getMonth() + 1, day: parsed.getDate() };
}

/** Whole years from a birth date; one less if this year's birthday has not come yet. */
export function ageInYears(birthDate: string | Date, now: Date = new Date()): number | null {
  const birth = toCalendarDate(birthDate);
  if (!birth) return null;
  const month = now.getMonth() + 1;
  const day = now.getDate();
  let age = now.getFullYear() - birth.year;
  const birthdayPassed = month > birth.month || (month === birth.month && day >= birth.day);
  if (!birthdayPassed) age -= 1;
  return age;
}

/** The age as the UI shows it: whole years, or empty text for an empty or invalid date. */
export function getAge(birthDate: string | Date | null | undefined, now: Date = new Date()): string {
  if (birthDate === null || birthDate === undefined) return '';
  const age = ageInYears(birthDate, now);
  return age === null || age < 0 ? '' : String(age);
}
