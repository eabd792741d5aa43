import { MOBILE_CODE_TTL_MINUTES, say, type Brand, type Language } from '@matri/contracts';
import { inLanguage } from '../../platform';
import type { SmsSender } from '../../platform';
import { tellMobileOwner, type TakenContact } from './tell-owners-of-sign-up-attempt';

/** What a sign-up's mobile gets: its code in the sign-up's language, or when it has an account a notice to its owner. */
export type SignUpText = { code: string; language: Language } | { owner: TakenContact };

/** Sends a sign-up's text to its mobile number (the caller has counted it against the day's allowance). */
export function sendSignUpText(
  sms: SmsSender,
  mobile: string,
  text: SignUpText,
  options: { brand: Brand; publicUrl: string },
): Promise<void> {
  if ('owner' in text) return tellMobileOwner(sms, text.owner, options);
  const { code } = text;
  const minutes = MOBILE_CODE_TTL_MINUTES;
  const brandName = options.brand.name;
  return sms.send(
    inLanguage(text.language, () => ({
      to: mobile,
      text: say({
        en: `${code} is your ${brandName} code to finish signing up. It works for ${minutes} minutes. Never share it.`,
        hi: `${code} साइन अप पूरा करने के लिए आपका ${brandName} कोड है। यह ${minutes} मिनट तक चलेगा। इसे कभी किसी को न बताएँ।`,
      }),
    })),
  );
}
