import { and, eq, sql } from 'drizzle-orm';
import { say, type LocalText, type ResetPasswordBySms } from '@matri/contracts';
import type { Database } from '../../../db/database';
import { profiles, users, type ProfileRow, type UserRow } from '../../../db/schema';
import { spendMobileCode } from '../spend-mobile-code';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords';
import type { PasswordHasher } from './password-hashing';
import { InvalidInput } from '../../platform';

/**
 * One refusal for a wrong, used, expired or never-sent code and for a number with no account, so trying codes tells
 * nobody which numbers are members.
 */
export const INVALID_RESET_CODE: LocalText = {
  en: 'That code is not right or has expired. Check the number, or ask for a new code.',
  hi: 'यह कोड सही नहीं है या इसका समय निकल गया है। नंबर जाँचें, या नया कोड मँगाएँ।',
};

/**
 * Sets a new password with the code texted to the account's verified mobile, once; as with a reset link, every old
 * session ends and the member is signed in afresh. A wrong guess is counted against the code before the refusal.
 */
export async function resetPasswordBySms(
  db: Database,
  passwords: PasswordHasher,
  { mobile, code, password }: ResetPasswordBySms,
  now = new Date(),
): Promise<{ user: UserRow; profile: ProfileRow | null }> {
  if (isCommonPassword(password)) {
    throw new InvalidInput(COMMON_PASSWORD_MESSAGE, [{ path: ['password'], message: say(COMMON_PASSWORD_MESSAGE) }]);
  }
  const passwordHash = await passwords.hash(password);
  const done = await db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.mobile, mobile), eq(users.isMobileVerified, true), eq(users.status, 'active')))
      .limit(1);
    if (!owner) return null;
    const spent = await spendMobileCode(tx as unknown as Database, owner.id, 'password-reset', code, now);
    if (spent.outcome !== 'right') return null;
    const [user] = await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, owner.id))
      .returning();
    const [profile] = await tx.select().from(profiles).where(eq(profiles.userId, owner.id)).limit(1);
    return { user, profile: profile ?? null };
  });
  if (!done) throw new InvalidInput(INVALID_RESET_CODE, [{ path: ['code'], message: say(INVALID_RESET_CODE) }]);
  return done;
}
