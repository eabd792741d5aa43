import { eq } from 'drizzle-orm';
import { say } from '@matri/contracts';
import type { Database } from '../../db/database';
import { users, type UserRow } from '../../db/schema';
import { mobileCodeRefusal, spendMobileCode } from './spend-mobile-code';
import { InvalidInput } from '../platform';

/**
 * Checks the code against the member's latest one: right and in time, the number counts as verified and the code is
 * used up; wrong, one of its few guesses is spent (and stays spent: the refusal comes after the count is saved).
 */
export async function verifyMobileCode(db: Database, user: UserRow, code: string, now = new Date()): Promise<void> {
  const refusal = await db.transaction(async (tx) => {
    const spent = await spendMobileCode(tx as unknown as Database, user.id, 'verify-mobile', code, now);
    if (spent.outcome === 'right') await tx.update(users).set({ isMobileVerified: true }).where(eq(users.id, user.id));
    return mobileCodeRefusal(spent);
  });
  if (refusal) throw new InvalidInput(refusal, [{ path: ['code'], message: say(refusal) }]);
}
