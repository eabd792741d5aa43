import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { users } from '../../../db/schema';
import { consumeOneTimeToken } from './one-time-tokens';

/** Marks the address of the link's member as verified; false for an unknown, used or expired link. */
export async function confirmEmail(db: Database, token: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const userId = await consumeOneTimeToken(tx as unknown as Database, token, 'email-verification');
    if (userId === null) return false;
    await tx.update(users).set({ isEmailVerified: true }).where(eq(users.id, userId));
    return true;
  });
}
