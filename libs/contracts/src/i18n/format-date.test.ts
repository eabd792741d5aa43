import { formatDate, formatLocalDay, formatLocalTime } from './format-date';
import { languages } from './languages';

/** What `write` returns, failing if it made an Intl date formatter: a page's first one is slow on a cheap phone. */
function withoutIntl<T>(write: () => T): T {
  const made = jest.spyOn(Intl, 'DateTimeFormat');
  try {
    const written = write();
    expect(made).not.toHaveBeenCalled();
    return written;
  } finally {
    made.mockRestore();
  }
}

describe('formatDate', () => {
  it("writes a calendar date out in the reader's language, the same day in every time zone", () => {
    expect(formatDate('1999-03-14', 'en')).toBe('14 March 1999');
    expect(formatDate('1999-03-14', 'hi')).toBe('14 मार्च 1999');
    expect(formatDate('1999-03-14', 'hi', { timeZone: 'America/Los_Angeles' })).toBe('14 मार्च 1999');
  });

  it('writes every month of a calendar date as Intl does, in both languages, with and without the year, without Intl', () => {
    for (const { value: language, intlLocale } of languages) {
      for (const withYear of [true, false]) {
        const intl = new Intl.DateTimeFormat(intlLocale, {
          day: 'numeric',
          month: 'long',
          ...(withYear ? { year: 'numeric' } : {}),
          timeZone: 'UTC',
        });
        const days = Array.from(
          { length: 12 },
          (_, month) => `1987-${String(month + 1).padStart(2, '0')}-0${1 + (month % 9)}`,
        );
        const written = withoutIntl(() => days.map((day) => formatDate(day, language, { withYear })));
        expect(written).toEqual(days.map((day) => intl.format(new Date(`${day}T00:00:00Z`))));
      }
    }
  });

  it('reads a moment in the zone given, with or without the year', () => {
    const lateEvening = '2026-11-30T20:00:00.000Z';
    expect(formatDate(lateEvening, 'en', { timeZone: 'Asia/Kolkata' })).toBe('1 December 2026');
    expect(formatDate(new Date(lateEvening), 'hi', { timeZone: 'Asia/Kolkata', withYear: false })).toBe('1 दिसंबर');
  });

  it('gives back what is no date', () => {
    expect(formatDate('soon', 'hi')).toBe('soon');
  });

  it("writes a moment's day and time in the reader's zone as Intl does in both languages, without Intl", () => {
    const moments = Array.from({ length: 24 }, (_, hour) => new Date(2026, hour % 12, 1 + hour, hour, hour * 2));
    const intl = (locale: string, options: Intl.DateTimeFormatOptions) => {
      const format = new Intl.DateTimeFormat(locale, options);
      return moments.map((moment) => format.format(moment));
    };
    for (const { value: language, intlLocale } of languages) {
      expect(withoutIntl(() => moments.map((moment) => formatLocalDay(moment, language)))).toEqual(
        intl(intlLocale, { day: 'numeric', month: 'short', year: 'numeric' }),
      );
      expect(withoutIntl(() => moments.map((moment) => formatLocalDay(moment, language, { withYear: false })))).toEqual(
        intl(intlLocale, { day: 'numeric', month: 'short' }),
      );
      const times = withoutIntl(() => moments.map((moment) => formatLocalTime(moment)));
      expect(times).toEqual(intl(intlLocale, { timeStyle: 'short' }));
      expect(times).toEqual(intl(intlLocale, { hour: 'numeric', minute: '2-digit' }));
    }
  });
});
