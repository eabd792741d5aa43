import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_STORAGE_KEY, languageInfo, type Language } from '@matri/contracts';
import { activateLanguage } from '@matri/ui';
import { loadMessages } from './load-messages';

/** The language chosen on this device (the site's language link and the member top bar keep it), else English. */
export function storedLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** Loads a language's catalog and makes it the one every message reads; `<html lang>` follows. */
export async function loadLanguage(language: Language): Promise<void> {
  activateLanguage(language, await loadMessages(language));
  document.documentElement.lang = languageInfo(language).htmlLang;
}

interface MemberLanguage {
  language: Language;
  change: (language: Language) => Promise<void>;
}

const MemberLanguageContext = createContext<MemberLanguage>({
  language: DEFAULT_LANGUAGE,
  change: async () => undefined,
});

/**
 * The member area's language (its catalog loaded before the first render). A change re-renders the page in the new
 * language once its catalog is loaded, with no reload (the page and what was typed stay), and is remembered on this
 * device, where the public site reads it too.
 */
export function MemberLanguageProvider({ initial, children }: { initial: Language; children: ReactNode }) {
  const [language, setLanguage] = useState(initial);
  const change = useCallback(async (next: Language) => {
    await loadLanguage(next);
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
    } catch {
      // Storage refused (private browsing): the choice holds for this visit.
    }
    setLanguage(next);
  }, []);
  const value = useMemo(() => ({ language, change }), [language, change]);
  return <MemberLanguageContext.Provider value={value}>{children}</MemberLanguageContext.Provider>;
}

export function useMemberLanguage(): MemberLanguage {
  return useContext(MemberLanguageContext);
}
