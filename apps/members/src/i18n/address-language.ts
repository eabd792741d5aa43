import { isLanguage, LANGUAGE_PARAM, type Language } from '@matri/contracts';
import { rememberLanguage } from '@matri/ui';

/**
 * The language the address brings (`/search?lang=hi` from the Hindi site's quick search: the member area has no /hi
 * addresses), remembered on the device as the site's language link is, and taken out of the address so that the
 * login's `next` and a shared link do not carry it.
 */
export function takeLanguageFromAddress(): Language | null {
  const url = new URL(window.location.href);
  const asked = url.searchParams.get(LANGUAGE_PARAM);
  if (asked === null) return null;
  url.searchParams.delete(LANGUAGE_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  if (!isLanguage(asked)) return null;
  rememberLanguage(asked);
  return asked;
}
