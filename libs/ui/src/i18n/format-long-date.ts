import { languageInfo, type Language } from '@matri/contracts';

/** "01 August 2025" / "01 अगस्त 2025": a calendar date (kept in UTC) written out in the language being read. */
export function formatLongDate(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(languageInfo(language).intlLocale, {
    day: '2-digit',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
