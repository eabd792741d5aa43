import { eq, sql } from 'drizzle-orm';
import { say, type LocalText } from '@matri/contracts';
import type { Database } from '../../../db/database';
import { profiles, users, type ProfileRow, type UserRow } from '../../../db/schema';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords';
import { consumeOneTimeToken } from './one-time-tokens';
import type { PasswordHasher } from './password-hashing';
import { InvalidInput } from '../../platform';

export const INVALID_RESET_LINK: LocalText = {
  en: 'This reset link is not valid any more. Ask for a new one.',
  hi: 'पासवर्ड बदलने का यह लिंक अब मान्य नहीं है। नया लिंक मँगाएँ।',
};

/**
 * Sets a new password from a reset link, once. The token version moves on, so every session signed in with the old
 * password ends at once; the member is signed in afresh.
 */
export async function resetPassword(
  db: Database,
  passwords: PasswordHasher,
  { code, password }: { code: string; password: string },
): Promise<{ user: UserRow; profile: ProfileRow | null }> {
  if (isCommonPassword(password)) {
    throw new InvalidInput(COMMON_PASSWORD_MESSAGE, [{ path: ['password'], message: say(COMMON_PASSWORD_MESSAGE) }]);
  }
  const passwordHash = await passwords.hash(password);
  return db.transaction(async (tx) => {
    const userId = await consumeOneTimeToken(tx as unknown as Database, code, 'password-reset');
    if (userId === null)
      throw new InvalidInput(INVALID_RESET_LINK, [{ path: ['code'], message: say(INVALID_RESET_LINK) }]);
    const [user] = await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, userId))
      .returning();
    const [profile] = await tx.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
    return { user, profile: profile ?? null };
  });
}
