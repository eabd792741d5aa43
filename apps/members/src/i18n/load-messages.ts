import type { Messages } from '@lingui/core';
import type { Language } from '@matri/contracts';

/** Each language's catalog is a chunk of its own: the member area loads only the one it is read in. */
export async function loadMessages(language: Language): Promise<Messages> {
  const catalog = language === 'hi' ? await import('../locales/hi.po') : await import('../locales/en.po');
  return catalog.messages;
}
