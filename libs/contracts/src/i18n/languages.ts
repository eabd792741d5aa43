/**
 * The languages the product speaks. English is the source language (messages are written in it) and the default;
 * Hindi pages live under /hi. Intl formats numbers with the Indian grouping in Latin digits (1,00,000) in both.
 */
export const languages = [
  { value: 'en', label: 'English', htmlLang: 'en-IN', intlLocale: 'en-IN', ogLocale: 'en_IN' },
  { value: 'hi', label: 'हिन्दी', htmlLang: 'hi-IN', intlLocale: 'hi-IN', ogLocale: 'hi_IN' },
] as const;

export type Language = (typeof languages)[number]['value'];

/** The language codes as a non-empty tuple, as z.enum and the database enum need them. */
export const languageCodes = languages.map((language) => language.value) as [Language, ...Language[]];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Where a member's choice is kept in the browser (both front ends share the origin, so both read it). */
export const LANGUAGE_STORAGE_KEY = 'lang';

/**
 * The query parameter that carries a language into a page with no language prefix (the member area) or remembers a
 * choice (the site's language link): "/search?lang=hi" from the Hindi site.
 */
export const LANGUAGE_PARAM = 'lang';

export function isLanguage(value: unknown): value is Language {
  return languages.some((language) => language.value === value);
}

export function languageInfo(language: Language): (typeof languages)[number] {
  return languages.find((item) => item.value === language) ?? languages[0];
}

/** The path prefix of a language's public pages: none for English, "/hi" for Hindi. */
export function languagePrefix(language: Language): string {
  return language === DEFAULT_LANGUAGE ? '' : `/${language}`;
}

/** "/hi/about" is Hindi, "/about" and anything else English. */
export function languageOfPath(pathname: string): Language {
  const first = pathname.split('/')[1];
  return isLanguage(first) && first !== DEFAULT_LANGUAGE ? first : DEFAULT_LANGUAGE;
}

/** A path without its language prefix: "/hi/about" is "/about", "/hi" and "/hi/" are "/". */
export function unprefixedPath(pathname: string): string {
  const prefix = languagePrefix(languageOfPath(pathname));
  if (!prefix) return pathname;
  const rest = pathname.slice(prefix.length);
  return rest === '' ? '/' : rest;
}

/** The same page in a language: ("/about", "hi") is "/hi/about", ("/", "hi") is "/hi/". */
export function localisedPath(path: string, language: Language): string {
  const base = unprefixedPath(path);
  const prefix = languagePrefix(language);
  return prefix ? `${prefix}${base}` : base;
}

/**
 * The language a request asks for by its Accept-Language header ("hi-IN,hi;q=0.9,en;q=0.8"), by weight; the default
 * when none of ours is named.
 */
export function languageFromAcceptLanguage(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const quality = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { base: tag.trim().toLowerCase().split('-')[0], q: quality === undefined ? 1 : Number(quality), index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isLanguage) ?? DEFAULT_LANGUAGE;
}
