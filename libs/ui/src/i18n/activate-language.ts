import { i18n, type Messages } from '@lingui/core';
import { languageInfo, setLanguageSource, type Language } from '@matri/contracts';

/**
 * Makes a language's compiled messages the ones every `t` and `<Trans>` reads, with numbers, dates and plurals
 * formatted by its Indian locale (en-IN, hi-IN: 1,00,000 in Latin digits in both).
 */
export function activateLanguage(language: Language, messages: Messages): void {
  i18n.load(language, messages);
  i18n.activate(language, [languageInfo(language).intlLocale]);
  // The contracts' own words (validation messages, labels) follow: one reader, one language at a time.
  setLanguageSource(() => language);
}
