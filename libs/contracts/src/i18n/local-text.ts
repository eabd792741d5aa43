import { DEFAULT_LANGUAGE, type Language } from './languages';

/** Words the contracts hold (validation messages, labels), written in every language the product speaks. */
export type LocalText = Readonly<Record<Language, string>>;

let languageSource: () => Language = () => DEFAULT_LANGUAGE;

/**
 * Where the language being written in comes from, set once when a program starts: the browser's active catalog, the
 * API's current request (its account's language, else Accept-Language). Messages are chosen when they are written
 * (when a schema checks a value), so one schema serves every language.
 */
export function setLanguageSource(source: () => Language): void {
  languageSource = source;
}

export function currentLanguage(): Language {
  return languageSource();
}

/** The text in the language being written in. */
export function say(text: LocalText): string {
  return text[languageSource()];
}

/** The same, chosen when zod writes the message (the `error` of a check). */
export function sayLater(text: LocalText): () => string {
  return () => say(text);
}
