import { eq, sql } from 'drizzle-orm';
import { say, type Brand } from '@matri/contracts';
import { inLanguage, greeting } from '../platform';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { consumeOneTimeTokenWithPayload } from './auth/one-time-tokens';
import type { Mailer } from '../platform';
import { findSuspendedContacts } from './suspension/suspended-contacts';

export type EmailChangeOutcome = 'confirmed' | 'invalid' | 'taken';

/**
 * Applies an e-mail change from its link, once. The new address counts as verified (the member just proved they read
 * it); the old address is told, so a change nobody asked for does not go unnoticed.
 */
export async function confirmEmailChange(
  db: Database,
  mailer: Mailer,
  token: string,
  brand: Brand,
): Promise<EmailChangeOutcome> {
  const used = await consumeOneTimeTokenWithPayload(db, token, 'email-change');
  if (!used?.payload) return 'invalid';
  const newEmail = used.payload;
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${newEmail}`)
    .limit(1);
  if (taken && taken.id !== used.userId) return 'taken';
  // A suspended member's address stays theirs after erasure: refused as a taken one, in the same words.
  if ((await findSuspendedContacts(db, [newEmail]))(newEmail)) return 'taken';
  const [before] = await db
    .select({ email: users.email, lang: users.lang })
    .from(users)
    .where(eq(users.id, used.userId));
  if (!before) return 'invalid';
  try {
    await db.update(users).set({ email: newEmail, isEmailVerified: true }).where(eq(users.id, used.userId));
  } catch {
    // Someone signed up with the address in between; the unique index kept it theirs.
    return 'taken';
  }
  await mailer.send(
    inLanguage(before.lang, () => ({
      to: before.email,
      subject: say({
        en: `Your ${brand.name} e-mail address was changed`,
        hi: `आपके ${brand.name} खाते का ई-मेल पता बदल गया है`,
      }),
      text: [
        greeting(),
        '',
        say({
          en: `The e-mail address of your ${brand.name} account is now ${newEmail}.`,
          hi: `आपके ${brand.name} खाते का ई-मेल पता अब ${newEmail} है।`,
        }),
        say({
          en: `If you did not ask for this, write to us at once: ${brand.contactEmail}.`,
          hi: `अगर आपने यह नहीं कहा था, तो तुरंत हमें लिखें: ${brand.contactEmail}।`,
        }),
      ].join('\n'),
    })),
  );
  return 'confirmed';
}
