import { i18n, type Messages } from '@lingui/core';
import { isLanguage, type Language } from '@matri/contracts';

/**
 * The site's words in two catalogs per language, split like its chunks (see tools/i18n/lingui.config.ts): `entry`
 * for what every page shows at once, `parts` for the lazily loaded parts.
 */
export const catalogModules = {
  entry: { en: 'src/locales/entry/en.po', hi: 'src/locales/entry/hi.po' },
  parts: { en: 'src/locales/parts/en.po', hi: 'src/locales/parts/hi.po' },
} as const satisfies Record<string, Record<Language, string>>;

export async function loadMessages(language: Language): Promise<Messages> {
  const catalog = language === 'hi' ? await import('../locales/entry/hi.po') : await import('../locales/entry/en.po');
  return catalog.messages;
}

const partsLoaded = new Map<Language, Promise<void>>();

/** Adds the lazy parts' words to the active language's messages, once: each lazy part awaits it before it renders. */
export function loadPartMessages(): Promise<void> {
  const language = isLanguage(i18n.locale) ? i18n.locale : 'en';
  let loaded = partsLoaded.get(language);
  if (!loaded) {
    loaded = (language === 'hi' ? import('../locales/parts/hi.po') : import('../locales/parts/en.po')).then((catalog) =>
      i18n.load(language, catalog.messages),
    );
    partsLoaded.set(language, loaded);
  }
  return loaded;
}
