import { MOBILE_CODE_TTL_MINUTES, say, type Brand } from '@matri/contracts';
import { inLanguage } from '../platform';
import type { Database } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { issueMobileCode } from './issue-mobile-code';
import type { SmsSender } from '../platform';

/** Sends a new code to the member's mobile; any earlier unused code stops working. */
export async function sendMobileCode(
  db: Database,
  sms: SmsSender,
  user: UserRow,
  brand: Brand,
  now = new Date(),
): Promise<void> {
  const code = await issueMobileCode(db, { userId: user.id, purpose: 'verify-mobile' }, now);
  const minutes = MOBILE_CODE_TTL_MINUTES;
  await sms.send(
    inLanguage(user.lang, () => ({
      to: user.mobile,
      text: say({
        en: `${code} is your ${brand.name} code to verify this mobile number. It works for ${minutes} minutes. Never share it.`,
        hi: `${code} इस मोबाइल नंबर के सत्यापन के लिए आपका ${brand.name} कोड है। यह ${minutes} मिनट तक चलेगा। इसे कभी किसी को न बताएँ।`,
      }),
    })),
  );
}
