/** India keeps one time zone, five and a half hours ahead of UTC, without daylight saving. */
const INDIA_OFFSET_MS = 330 * 60 * 1000;

/** The calendar date and time in India, read with the getUTC… methods of the Date returned. */
function inIndia(moment: Date): Date {
  return new Date(moment.getTime() + INDIA_OFFSET_MS);
}

/** Midnight in India on the 1st of the month `monthsOn` after the one `moment` falls in (0: its own month). */
export function monthStartInIndia(moment: Date, monthsOn = 0): Date {
  const local = inIndia(moment);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + monthsOn, 1) - INDIA_OFFSET_MS);
}

/** The year the Indian financial year (April to March, India time) of `moment` began in. */
export function financialYearStartInIndia(moment: Date): number {
  const local = inIndia(moment);
  return local.getUTCMonth() >= 3 ? local.getUTCFullYear() : local.getUTCFullYear() - 1;
}
