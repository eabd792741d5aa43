import { eq } from 'drizzle-orm';
import { MOBILE_CODE_TTL_MINUTES, say, type Brand } from '@matri/contracts';
import { inLanguage } from '../platform';
import type { Database } from '../../db/database';
import { users, type UserRow } from '../../db/schema';
import type { SmsSender } from '../platform';
import { issueMobileCode } from './issue-mobile-code';

/**
 * Texts the code of a mobile change to the new number, or, when another account has that number, a notice to its
 * owner and no code (as an e-mail change does for a taken address): the member's answer was the same either way.
 */
export async function sendMobileChangeCode(
  db: Database,
  sms: SmsSender,
  user: UserRow,
  newMobile: string,
  brand: Brand,
  now = new Date(),
): Promise<void> {
  const [owner] = await db.select({ lang: users.lang }).from(users).where(eq(users.mobile, newMobile)).limit(1);
  if (owner) {
    await sms.send(
      inLanguage(owner.lang, () => ({
        to: newMobile,
        text: say({
          en: `Someone asked to move their ${brand.name} account to this mobile number. It already belongs to your account, so nothing changed.`,
          hi: `किसी ने अपने ${brand.name} खाते को इस मोबाइल नंबर पर ले जाना चाहा। यह नंबर पहले से आपके खाते का है, इसलिए कुछ नहीं बदला।`,
        }),
      })),
    );
    return;
  }
  const code = await issueMobileCode(db, { userId: user.id, purpose: 'mobile-change', mobile: newMobile }, now);
  const minutes = MOBILE_CODE_TTL_MINUTES;
  await sms.send(
    inLanguage(user.lang, () => ({
      to: newMobile,
      text: say({
        en: `${code} is your ${brand.name} code to make this your account's mobile number. It works for ${minutes} minutes. Never share it.`,
        hi: `${code} इस नंबर को अपने ${brand.name} खाते का मोबाइल नंबर बनाने के लिए आपका कोड है। यह ${minutes} मिनट तक चलेगा। इसे कभी किसी को न बताएँ।`,
      }),
    })),
  );
}
