import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { MOBILE_CODE_MAX_ATTEMPTS } from '@matri/contracts';
import type { Database } from '../../db/database';
import { mobileCodes, users, type UserRow } from '../../db/schema';
import { validationError } from '../../http/api-error';
import { hashMobileCode } from './send-mobile-code';

const TOO_MANY = 'Too many wrong codes. Ask for a new one.';

/**
 * Checks the code against the member's latest one: right and in time, the number counts as verified and the code is
 * used up; wrong, one of its few guesses is spent (and stays spent: the refusal comes after the count is saved).
 */
export async function verifyMobileCode(db: Database, user: UserRow, code: string, now = new Date()): Promise<void> {
  const refusal = await db.transaction(async (tx): Promise<string | null> => {
    const [latest] = await tx
      .select()
      .from(mobileCodes)
      .where(and(eq(mobileCodes.userId, user.id), isNull(mobileCodes.usedAt)))
      .orderBy(desc(mobileCodes.id))
      .limit(1)
      .for('update');
    if (!latest) return 'Ask for a code first.';
    if (latest.expiresAt <= now) return 'This code has expired. Ask for a new one.';
    if (latest.attempts >= MOBILE_CODE_MAX_ATTEMPTS) return TOO_MANY;
    if (latest.codeHash !== hashMobileCode(user.id, code)) {
      await tx
        .update(mobileCodes)
        .set({ attempts: sql`${mobileCodes.attempts} + 1` })
        .where(eq(mobileCodes.id, latest.id));
      const left = MOBILE_CODE_MAX_ATTEMPTS - latest.attempts - 1;
      return left > 0 ? `That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.` : TOO_MANY;
    }
    await tx.update(mobileCodes).set({ usedAt: now }).where(eq(mobileCodes.id, latest.id));
    await tx.update(users).set({ isMobileVerified: true }).where(eq(users.id, user.id));
    return null;
  });
  if (refusal) throw validationError(refusal, [{ path: ['code'], message: refusal }]);
}
