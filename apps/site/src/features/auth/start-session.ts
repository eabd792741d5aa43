import { saveSession } from '@matri/auth-gate';
import { DEFAULT_LANGUAGE, type AuthAnswer, type Language } from '@matri/contracts';
import { rememberLanguage } from '@matri/ui';

/**
 * Keeps the session a log in or a password reset answered with. The member area (and this site, next time) opens in
 * the language of a Hindi page, the one the family is reading; from an English one, where everyone lands first, in
 * the account's.
 */
export function startSession({ jwt, user }: AuthAnswer, pageLanguage: Language): void {
  rememberLanguage(pageLanguage === DEFAULT_LANGUAGE ? user.language : pageLanguage);
  saveSession(jwt, { id: user.id, full_name: user.full_name });
}
