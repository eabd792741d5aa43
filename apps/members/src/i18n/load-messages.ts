import type { Messages } from '@lingui/core';
import type { Language } from '@matri/contracts';

/**
 * Each language's catalog is a chunk of its own: the member area loads only the one it is read in. It lacks the
 * first paint's words (tools/i18n/lingui.config.ts), loaded before it on every visit: they are added, so a language
 * applied for the first time has them too.
 */
export async function loadMessages(language: Language): Promise<Messages> {
  const [first, catalog] = await Promise.all([
    loadFirstMessages(language),
    language === 'hi' ? import('../locales/hi.po') : import('../locales/en.po'),
  ]);
  return { ...first, ...catalog.messages };
}

/**
 * The words of the pages a member opens less often (tools/i18n/lingui.config.ts), loaded with such a page only: the
 * pages opened first do not carry them.
 */
export async function loadOtherPagesMessages(language: Language): Promise<Messages> {
  const catalog =
    language === 'hi' ? await import('../locales/other-pages/hi.po') : await import('../locales/other-pages/en.po');
  return catalog.messages;
}

/**
 * The words of the dashboard's profile view, its forms and the admin desk (tools/i18n/lingui.config.ts), loaded with
 * the view only: the other pages opened first do not carry them.
 */
export async function loadDashboardMessages(language: Language): Promise<Messages> {
  const catalog =
    language === 'hi' ? await import('../locales/dashboard/hi.po') : await import('../locales/dashboard/en.po');
  return catalog.messages;
}

/**
 * The words of the first paint only (the shell, its menus, the dashboard page's frame: tools/i18n/lingui.config.ts),
 * a tenth of the catalog; each page's code waits for the whole one.
 */
export async function loadFirstMessages(language: Language): Promise<Messages> {
  const catalog = language === 'hi' ? await import('../locales/first/hi.po') : await import('../locales/first/en.po');
  return catalog.messages;
}
