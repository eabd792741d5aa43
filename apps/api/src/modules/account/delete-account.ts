import { and, eq, inArray, sql } from 'drizzle-orm';
import { type DeleteAccount, say, type LocalText } from '@matri/contracts';
import type { Database } from '../../db/database';
import { users, type UserRow } from '../../db/schema';
import type { PasswordHasher } from './auth/password-hashing';
import { InvalidInput } from '../platform';

const WRONG_PASSWORD: LocalText = {
  en: 'That is not your password.',
  hi: 'यह आपका पासवर्ड नहीं है।',
};

/**
 * Deletes the account: the profile disappears everywhere at once (only active members are shown) and every session
 * ends. The data stays for the grace period, during which logging in restores it as it was (hidden stays hidden); the
 * purge erases it afterwards. A suspended account stays suspended. The account as deleted comes back, or null when it
 * was not (a suspended one), so only a real deletion is confirmed to the member.
 */
export async function deleteAccount(
  db: Database,
  passwords: PasswordHasher,
  user: UserRow,
  input: DeleteAccount,
  now = new Date(),
): Promise<UserRow | null> {
  if (!(await passwords.verify(user.passwordHash, input.password))) {
    throw new InvalidInput(WRONG_PASSWORD, [{ path: ['password'], message: say(WRONG_PASSWORD) }]);
  }
  const [deleted] = await db
    .update(users)
    .set({
      status: 'deleted',
      statusBeforeDeletion: sql`${users.status}`,
      deletedAt: now,
      tokenVersion: sql`${users.tokenVersion} + 1`,
    })
    .where(and(eq(users.id, user.id), inArray(users.status, ['active', 'hidden'])))
    .returning();
  return deleted ?? null;
}
