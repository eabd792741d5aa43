import { and, eq } from 'drizzle-orm';
import { MOBILE_CODE_TTL_MINUTES, say, type Brand } from '@matri/contracts';
import { inLanguage } from '../../platform';
import type { Database } from '../../../db/database';
import { users } from '../../../db/schema';
import { issueMobileCode } from '../issue-mobile-code';
import type { SmsSender } from '../../platform';

/**
 * Texts a password reset code when an active account has this number verified; nothing otherwise. Run after the
 * answer (the same for every number), so neither the answer nor its time tells who is a member.
 */
export async function sendPasswordResetCode(
  db: Database,
  sms: SmsSender,
  mobile: string,
  brand: Brand,
  now = new Date(),
): Promise<void> {
  const [user] = await db
    .select({ id: users.id, lang: users.lang })
    .from(users)
    .where(and(eq(users.mobile, mobile), eq(users.isMobileVerified, true), eq(users.status, 'active')))
    .limit(1);
  if (!user) return;
  const code = await issueMobileCode(db, { userId: user.id, purpose: 'password-reset' }, now);
  const minutes = MOBILE_CODE_TTL_MINUTES;
  await sms.send(
    inLanguage(user.lang, () => ({
      to: mobile,
      text: say({
        en: `${code} is your ${brand.name} code to choose a new password. It works for ${minutes} minutes. Never share it: we never ask for it.`,
        hi: `${code} नया पासवर्ड चुनने के लिए आपका ${brand.name} कोड है। यह ${minutes} मिनट तक चलेगा। इसे किसी को न बताएँ: हम इसे कभी नहीं माँगते।`,
      }),
    })),
  );
}
