import { eq, sql } from 'drizzle-orm';
import { type ChangePassword, say, type LocalText } from '@matri/contracts';
import type { Database } from '../../db/database';
import { users, type UserRow } from '../../db/schema';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './auth/common-passwords';
import type { PasswordHasher } from './auth/password-hashing';
import { InvalidInput } from '../platform';

const WRONG_CURRENT: LocalText = {
  en: 'That is not your current password.',
  hi: 'यह आपका मौजूदा पासवर्ड नहीं है।',
};

/**
 * Sets a new password once the current one is confirmed. The token version moves on, so every session ends, this one
 * included; the caller hands this device a fresh token.
 */
export async function changePassword(
  db: Database,
  passwords: PasswordHasher,
  user: UserRow,
  input: ChangePassword,
): Promise<UserRow> {
  if (!(await passwords.verify(user.passwordHash, input.currentPassword))) {
    throw new InvalidInput(WRONG_CURRENT, [{ path: ['currentPassword'], message: say(WRONG_CURRENT) }]);
  }
  if (isCommonPassword(input.password)) {
    throw new InvalidInput(COMMON_PASSWORD_MESSAGE, [{ path: ['password'], message: say(COMMON_PASSWORD_MESSAGE) }]);
  }
  const passwordHash = await passwords.hash(input.password);
  const [updated] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, user.id))
    .returning();
  return updated;
}
