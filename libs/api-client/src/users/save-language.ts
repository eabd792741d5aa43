import { userEndpoints, type Language, type LanguageChoice } from '@matri/contracts';
import { callEndpoint } from '../http/call-endpoint';
import type { Http } from '../http/create-http-client';

/** The member's language on their account: e-mails and SMS follow it, and the member area opens in it elsewhere. */
export function saveLanguage(http: Http, language: Language): Promise<LanguageChoice> {
  return callEndpoint(http, userEndpoints.setLanguage, { body: { language } });
}
