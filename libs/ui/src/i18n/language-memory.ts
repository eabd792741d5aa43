import { isLanguage, LANGUAGE_STORAGE_KEY, type Language } from '@matri/contracts';

/** The language chosen on this device (the site's link, the member top bar, the account at log in), if any. */
export function storedLanguage(): Language | null {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** Both front ends share the origin, so the site and the member area open in it from now on. */
export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage refused (private browsing): the choice holds for this visit, and on the account.
  }
}
