import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { MOBILE_CODE_MAX_ATTEMPTS, type LocalText } from '@matri/contracts';
import type { Database } from '../../db/database';
import { mobileCodes } from '../../db/schema';
import { hashMobileCode, type MobileCodePurpose } from './issue-mobile-code';

export type SpentMobileCode =
  | { outcome: 'right'; mobile: string | null }
  | { outcome: 'none' | 'expired' | 'too-many' }
  | { outcome: 'wrong'; left: number };

/**
 * Checks a code against the member's latest one for the purpose, its row locked: right and in time, it is used up
 * (with the number it went to); wrong, one of its few guesses is spent. Call it in a transaction that commits a wrong
 * guess too (return the refusal, throw after), or the guess would not count.
 */
export async function spendMobileCode(
  tx: Database,
  userId: number,
  purpose: MobileCodePurpose,
  code: string,
  now = new Date(),
): Promise<SpentMobileCode> {
  const [latest] = await tx
    .select()
    .from(mobileCodes)
    .where(and(eq(mobileCodes.userId, userId), eq(mobileCodes.purpose, purpose), isNull(mobileCodes.usedAt)))
    .orderBy(desc(mobileCodes.id))
    .limit(1)
    .for('update');
  if (!latest) return { outcome: 'none' };
  if (latest.expiresAt <= now) return { outcome: 'expired' };
  if (latest.attempts >= MOBILE_CODE_MAX_ATTEMPTS) return { outcome: 'too-many' };
  if (latest.codeHash !== hashMobileCode(userId, code)) {
    await tx
      .update(mobileCodes)
      .set({ attempts: sql`${mobileCodes.attempts} + 1` })
      .where(eq(mobileCodes.id, latest.id));
    const left = MOBILE_CODE_MAX_ATTEMPTS - latest.attempts - 1;
    return left > 0 ? { outcome: 'wrong', left } : { outcome: 'too-many' };
  }
  await tx.update(mobileCodes).set({ usedAt: now }).where(eq(mobileCodes.id, latest.id));
  return { outcome: 'right', mobile: latest.mobile };
}

/** What a member is told when their code does not go through; null when it did. */
export function mobileCodeRefusal(spent: SpentMobileCode): LocalText | null {
  switch (spent.outcome) {
    case 'right':
      return null;
    case 'none':
      return { en: 'Ask for a code first.', hi: 'पहले कोड मँगाएँ।' };
    case 'expired':
      return { en: 'This code has expired. Ask for a new one.', hi: 'इस कोड का समय निकल गया है। नया कोड मँगाएँ।' };
    case 'too-many':
      return { en: 'Too many wrong codes. Ask for a new one.', hi: 'बहुत बार ग़लत कोड डाला गया। नया कोड मँगाएँ।' };
    case 'wrong':
      return spent.left === 1
        ? { en: 'That code is not right. 1 try left.', hi: 'यह कोड सही नहीं है। एक और कोशिश बाकी है।' }
        : {
            en: `That code is not right. ${spent.left} tries left.`,
            hi: `यह कोड सही नहीं है। ${spent.left} कोशिशें बाकी हैं।`,
          };
  }
}
