import { eq, sql } from 'drizzle-orm';
import type { Brand } from '@matri/contracts';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { consumeOneTimeTokenWithPayload } from '../auth/one-time-tokens';
import type { Mailer } from '../mail/mailer';

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
  const [before] = await db.select({ email: users.email }).from(users).where(eq(users.id, used.userId));
  if (!before) return 'invalid';
  try {
    await db.update(users).set({ email: newEmail, isEmailVerified: true }).where(eq(users.id, used.userId));
  } catch {
    // Someone signed up with the address in between; the unique index kept it theirs.
    return 'taken';
  }
  await mailer.send({
    to: before.email,
    subject: `Your ${brand.name} e-mail address was changed`,
    text: [
      'Namaste,',
      '',
      `The e-mail address of your ${brand.name} account is now ${newEmail}.`,
      `If you did not ask for this, write to us at once: ${brand.contactEmail}.`,
    ].join('\n'),
  });
  return 'confirmed';
}
