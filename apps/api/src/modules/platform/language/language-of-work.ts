import { AsyncLocalStorage } from 'node:async_hooks';
import { DEFAULT_LANGUAGE, type Language } from '@matri/contracts';

const languageOfWork = new AsyncLocalStorage<{ language: Language }>();

/** The language the API writes in just now: the request's (its member's, else Accept-Language) or a job's. */
export function currentLanguage(): Language {
  return languageOfWork.getStore()?.language ?? DEFAULT_LANGUAGE;
}

/** Runs work (an e-mail, an SMS) written to one member in that member's language, wherever it starts from. */
export function inLanguage<T>(language: Language, work: () => T): T {
  return languageOfWork.run({ language }, work);
}

/**
 * Starts a piece of work (a request) in a language that may still change: `takeMemberLanguage` sets it once the
 * work turns out to be a member's.
 */
export function startLanguageOfWork(language: Language, work: () => void): void {
  languageOfWork.run({ language }, work);
}

/** The request turns out to be a member's: their account's language wins over the browser's. */
export function takeMemberLanguage(language: Language): void {
  const store = languageOfWork.getStore();
  if (store) store.language = language;
}
