import { paths, say, type Brand, type Language } from '@matri/contracts';
import { inLanguage, greeting, signature, sitePageUrl } from '../../platform';
import type { Mailer, SmsSender } from '../../platform';

/** An e-mail address or mobile number a sign-up gave that belongs to an existing account, and its language. */
export interface TakenContact {
  address: string;
  language: Language;
}

interface OwnerNoticeOptions {
  brand: Brand;
  publicUrl: string;
}

/**
 * A sign-up gave an e-mail address that already has an account: the answer does not say so (it would tell anyone who
 * is a member), so the owner is told instead, in their account's language, with the way back in.
 */
export function tellEmailOwner(mailer: Mailer, owner: TakenContact, options: OwnerNoticeOptions): Promise<void> {
  const { brand, publicUrl } = options;
  const { address, language } = owner;
  const login = sitePageUrl(publicUrl, paths.login.path, language);
  const reset = sitePageUrl(publicUrl, paths.resetPassword.path, language);
  return mailer.send(
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
  );
}

/**
 * A sign-up gave a mobile number that already has an account: its owner gets this text in place of a code (so no
 * code exists that could finish the sign-up), in their account's language, with the way back in.
 */
export function tellMobileOwner(sms: SmsSender, owner: TakenContact, options: OwnerNoticeOptions): Promise<void> {
  const { brand, publicUrl } = options;
  const login = sitePageUrl(publicUrl, paths.login.path, owner.language);
  return sms.send(
    inLanguage(owner.language, () => ({
      to: owner.address,
      text: say({
        en: `${brand.name}: someone tried to sign up with your mobile number, which already has an account. No account was made. If it was you, log in at ${login}`,
        hi: `${brand.name}: किसी ने आपके मोबाइल नंबर से साइन अप करने की कोशिश की, जिस पर पहले से खाता है। कोई नया खाता नहीं बना। अगर यह आप थे, तो ${login} पर लॉग इन करें`,
      }),
    })),
  );
}
