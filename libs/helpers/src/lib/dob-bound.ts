/**
 * The birth date bound for an age filter: the same day and month, `age` years before `now`, as an ISO timestamp
 * (UTC midnight of that calendar day). A 29 February that does not exist in the target year becomes 28 February,
 * so the bound never slides into March.
 */
export function getDobBound(age: number, now: Date = new Date()): string {
  if (!Number.isInteger(age) || age < 0) {
    throw new RangeError(`Age must be a whole number of years, got ${age}`);
  }
  const year = now.getFullYear() - age;
  const month = now.getMonth();
  const lastDayOfMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(now.getDate(), lastDayOfMonth);
  return new Date(Date.UTC(year, month, day)).toISOString();
}
