import { paths, say, type Brand, type Language } from '@matri/contracts';
import { inLanguage } from '../../http/request-language';
import { greeting, signature, sitePageUrl } from '../mail/mail-words';
import type { Mailer } from '../mail/mailer';
import type { SmsSender } from '../sms/sms-sender';

/** An e-mail address or mobile number a refused sign-up gave that belongs to an existing account, and its language. */
export interface TakenContact {
  address: string;
  language: Language;
}

/** The contacts of a refused sign-up that belong to existing accounts. */
export interface TakenContacts {
  email: TakenContact | null;
  mobile: TakenContact | null;
}

/**
 * A sign-up gave an e-mail or mobile that already has an account: the answer names neither (it would tell anyone who
 * is a member), so the owner is told instead, by mail and by SMS in their account's language, with the way back in.
 */
export async function tellOwnersOfSignUpAttempt(
  mailer: Mailer,
  sms: SmsSender,
  taken: TakenContacts,
  options: { brand: Brand; publicUrl: string },
): Promise<void> {
  const { brand, publicUrl } = options;
  const sends: Promise<void>[] = [];
  if (taken.email) {
    const { address, language } = taken.email;
    const login = sitePageUrl(publicUrl, paths.login.path, language);
    const reset = sitePageUrl(publicUrl, paths.resetPassword.path, language);
    sends.push(
      mailer.send(
        inLanguage(language, () => ({
          to: address,
          subject: say({
            en: `Someone tried to sign up to ${brand.name} with your e-mail address`,
            hi: `किसी ने आपके ई-मेल पते से ${brand.name} पर साइन अप करने की कोशिश की`,
          }),
          text: [
            greeting(),
            '',
            say({
              en: `Someone tried to create a ${brand.name} account with this e-mail address, which already has one.`,
              hi: `किसी ने इस ई-मेल पते से ${brand.name} खाता बनाने की कोशिश की, जबकि इस पते पर पहले से एक खाता है।`,
            }),
            say({ en: `If it was you, log in instead: ${login}`, hi: `अगर यह आप थे, तो लॉग इन करें: ${login}` }),
            say({
              en: `Forgotten your password? Choose a new one: ${reset}`,
              hi: `पासवर्ड भूल गए? नया चुनें: ${reset}`,
            }),
            '',
            say({
              en: 'If it was not you, nothing changed: no account was made and yours is as it was.',
              hi: 'अगर यह आप नहीं थे, तो कुछ नहीं बदला: कोई खाता नहीं बना और आपका खाता जैसा था वैसा ही है।',
            }),
            '',
            signature(brand),
          ].join('\n'),
        })),
      ),
    );
  }
  if (taken.mobile) {
    const { address, language } = taken.mobile;
    const login = sitePageUrl(publicUrl, paths.login.path, language);
    sends.push(
      sms.send(
        inLanguage(language, () => ({
          to: address,
          text: say({
            en: `${brand.name}: someone tried to sign up with your mobile number, which already has an account. If it was you, log in at ${login}`,
            hi: `${brand.name}: किसी ने आपके मोबाइल नंबर से साइन अप करने की कोशिश की, जिस पर पहले से खाता है। अगर यह आप थे, तो ${login} पर लॉग इन करें`,
          }),
        })),
      ),
    );
  }
  await Promise.all(sends);
}
