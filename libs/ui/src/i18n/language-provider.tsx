import { i18n } from '@lingui/core';
import { LinguiContext, type I18nContext } from '@lingui/react';
import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_LANGUAGE, languageInfo, type Language } from '@matri/contracts';

const LanguageContext = createContext<Language>(DEFAULT_LANGUAGE);

const linguiContexts = new Map<Language, I18nContext>();

/** One Lingui context per language, so its consumers re-render when the language changes and at no other time. */
function linguiContextOf(language: Language): I18nContext {
  let context = linguiContexts.get(language);
  if (!context) {
    context = { i18n, _: i18n._.bind(i18n) };
    linguiContexts.set(language, context);
  }
  return context;
}

/**
 * The page's language for the components below, and Lingui's messages (activateLanguage must have run first). Unlike
 * Lingui's own provider, the context changes with the language only, not when more messages load: loading a lazy
 * part's catalog must not re-render prerendered parts still waiting for their code (React would drop their HTML,
 * and a tap on them would find nothing). Messages loaded later are read when the parts that show them render.
 */
export function LanguageProvider({ language, children }: { language: Language; children: ReactNode }) {
  return (
    <LinguiContext.Provider value={linguiContextOf(language)}>
      <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>
    </LinguiContext.Provider>
  );
}

export function useLanguage(): Language {
  return useContext(LanguageContext);
}

/** The Intl locale of the language being read (en-IN, hi-IN): dates, times and numbers written as it writes them. */
export function useIntlLocale(): string {
  return languageInfo(useLanguage()).intlLocale;
}
