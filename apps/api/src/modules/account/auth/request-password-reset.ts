import { and, eq, sql } from 'drizzle-orm';
import { paths, say, type Brand } from '@matri/contracts';
import { inLanguage, greeting, signature, sitePageUrl } from '../../platform';
import type { Database } from '../../../db/database';
import { users } from '../../../db/schema';
import type { Mailer } from '../../platform';
import { issueOneTimeToken } from './one-time-tokens';

/**
 * Sends a reset link when an active account uses the e-mail address; says nothing either way, so the answer cannot
 * tell who is a member.
 */
export async function requestPasswordReset(
  db: Database,
  mailer: Mailer,
  options: { email: string; publicUrl: string; brand: Brand },
): Promise<void> {
  const [user] = await db
    .select({ id: users.id, email: users.email, lang: users.lang })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${options.email}`, eq(users.status, 'active')))
    .limit(1);
  if (!user) return;
  const token = await issueOneTimeToken(db, user.id, 'password-reset');
  const link = `${sitePageUrl(options.publicUrl, paths.resetPassword.path, user.lang)}?code=${encodeURIComponent(token)}`;
  const brand = options.brand.name;
  await mailer.send(
    inLanguage(user.lang, () => ({
      to: user.email,
      subject: say({ en: `Reset your ${brand} password`, hi: `अपना ${brand} पासवर्ड बदलें` }),
      text: [
        greeting(),
        '',
        say({
          en: `Someone (we hope you) asked to reset the password of your ${brand} account.`,
          hi: `किसी ने (हमें उम्मीद है आपने) आपके ${brand} खाते का पासवर्ड बदलने को कहा है।`,
        }),
        say({
          en: `Choose a new password here within 30 minutes: ${link}`,
          hi: `30 मिनट के अंदर यहाँ नया पासवर्ड चुनें: ${link}`,
        }),
        '',
        say({
          en: 'If it was not you, ignore this message: your password stays as it is.',
          hi: 'अगर यह आपने नहीं किया, तो इस संदेश को अनदेखा करें: आपका पासवर्ड जैसा है वैसा ही रहेगा।',
        }),
        '',
        signature(options.brand),
      ].join('\n'),
    })),
  );
}
