import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_LANGUAGE, type Language } from '@matri/contracts';

const LanguageContext = createContext<Language>(DEFAULT_LANGUAGE);

/** The page's language for the components below, and Lingui's messages (activateLanguage must have run first). */
export function LanguageProvider({ language, children }: { language: Language; children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>
    </I18nProvider>
  );
}

export function useLanguage(): Language {
  return useContext(LanguageContext);
}
