const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** How far the zone's clocks stood ahead of UTC at an instant, in milliseconds (the IANA history, so 1943 too). */
function offsetAt(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  );
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return wall - (instant - (((instant % 1000) + 1000) % 1000));
}

/**
 * The instant a clock in `timeZone` showed `date` (yyyy-mm-dd) at `time` (hh:mm). The zone's history decides the
 * offset (India's clocks ran at +06:30 in the war years, and the zone database has Madras time, +05:21, before
 * 1906); a time a clock change skipped or repeated counts with the offset after the change (India has had
 * neither since 1945).
 */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const firstGuess = wall - offsetAt(wall, timeZone);
  const offset = offsetAt(firstGuess, timeZone);
  const instant = wall - offset;
  return new Date(offsetAt(instant, timeZone) === offset ? instant : firstGuess);
}

/** Mid-winter and mid-summer of a recent year: the offsets a zone's clocks keep now, in either season. */
const PRESENT_SEASONS = [Date.UTC(2025, 0, 15), Date.UTC(2025, 6, 15)];

/**
 * The zone's clocks stood at an instant at an offset they keep in no season now: India's war time (+06:30, 1942–45),
 * Madras time before 1906, Britain's double summer time. A family reading a birth time from such a clock deserves to
 * be told we allowed for it; a summer-time birth in a zone that still keeps summer time does not.
 */
export function isClockUnlikeToday(instant: Date, timeZone: string): boolean {
  const offset = offsetAt(instant.getTime(), timeZone);
  return PRESENT_SEASONS.every((season) => offsetAt(season, timeZone) !== offset);
}
