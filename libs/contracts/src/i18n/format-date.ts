import { languageInfo, type Language } from './languages';

/** A calendar date with no time ("1999-03-14": a date of birth): the same day wherever it is read. */
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface DateFormat {
  /** "14 March" without the year, where the year goes without saying (next month). */
  withYear?: boolean;
  /** The zone a moment's day is read in; the reader's own unless given (the API, far from its readers, gives India's). */
  timeZone?: string;
}

/**
 * The months as Intl writes them in "14 March 1999" and, short, in "14 Mar 1999, 9:30 am" (the tests hold them equal),
 * so the dates pages show first are written without Intl: a page's first Intl.DateTimeFormat costs 0.1–0.2 s of a
 * cheap phone's main thread (issue 37's /dashboard, whose first section shows the date of birth and whose repeat visit
 * says when its kept copies were sent).
 */
const MONTH_NAMES: Readonly<Record<Language, readonly string[]>> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  hi: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
};
const SHORT_MONTH_NAMES: Readonly<Record<Language, readonly string[]>> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
  hi: ['जन॰', 'फ़र॰', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुल॰', 'अग॰', 'सित॰', 'अक्टू॰', 'नव॰', 'दिस॰'],
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(language: Language, withYear: boolean, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${language} ${withYear} ${timeZone ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(languageInfo(language).intlLocale, {
      day: 'numeric',
      month: 'long',
      ...(withYear ? { year: 'numeric' } : {}),
      ...(timeZone ? { timeZone } : {}),
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A date as the reader's language writes it: "14 March 1999", "14 मार्च 1999", never "1999-03-14". Takes a calendar
 * date ("1999-03-14"), a moment (an ISO timestamp) or a Date; the pages, the API's texts and mails all write dates
 * through it. Something that is no date is given back as it came.
 */
export function formatDate(value: string | Date, language: Language, { withYear = true, timeZone }: DateFormat = {}) {
  const isCalendarDate = typeof value === 'string' && CALENDAR_DATE.test(value);
  const date = typeof value === 'string' ? new Date(isCalendarDate ? `${value}T00:00:00Z` : value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  if (isCalendarDate) {
    const day = `${date.getUTCDate()} ${MONTH_NAMES[language][date.getUTCMonth()]}`;
    return withYear ? `${day} ${date.getUTCFullYear()}` : day;
  }
  return formatterFor(language, withYear, timeZone).format(date);
}

/** "6 Sept 2026" ("6 सित॰ 2026"), or "6 Sept" without the year: a moment's day in the reader's own zone, short. */
export function formatLocalDay(date: Date, language: Language, { withYear = true }: { withYear?: boolean } = {}) {
  const day = `${date.getDate()} ${SHORT_MONTH_NAMES[language][date.getMonth()]}`;
  return withYear ? `${day} ${date.getFullYear()}` : day;
}

/** "8:05 pm": a moment's time in the reader's own zone, which Intl writes alike in both languages. */
export function formatLocalTime(date: Date): string {
  const hours = date.getHours();
  return `${((hours + 11) % 12) + 1}:${String(date.getMinutes()).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
}
