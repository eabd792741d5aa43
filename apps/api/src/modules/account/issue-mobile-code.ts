import { createHash, randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { MOBILE_CODE_LENGTH, MOBILE_CODE_TTL_MINUTES } from '@matri/contracts';
import type { Database } from '../../db/database';
import { mobileCodes } from '../../db/schema';

/**
 * Codes are hashed with whose they are (the member's id, or a pending sign-up's), so the same code of two never
 * shares a hash.
 */
export function hashMobileCode(owner: number | string, code: string): string {
  return createHash('sha256').update(`${owner}:${code}`).digest('hex');
}

/** A new code of MOBILE_CODE_LENGTH random digits. */
export function newMobileCode(): string {
  return String(randomInt(0, 10 ** MOBILE_CODE_LENGTH)).padStart(MOBILE_CODE_LENGTH, '0');
}

export type MobileCodePurpose = (typeof mobileCodes.$inferInsert)['purpose'] & string;

/**
 * A new code for one of the member's purposes, stored hashed; the member's earlier unused code for that purpose stops
 * working, so only the newest text counts.
 */
export async function issueMobileCode(
  db: Database,
  { userId, purpose, mobile = null }: { userId: number; purpose: MobileCodePurpose; mobile?: string | null },
  now = new Date(),
): Promise<string> {
  const code = newMobileCode();
  await db.transaction(async (tx) => {
    await tx
      .update(mobileCodes)
      .set({ usedAt: now })
      .where(and(eq(mobileCodes.userId, userId), eq(mobileCodes.purpose, purpose), isNull(mobileCodes.usedAt)));
    await tx.insert(mobileCodes).values({
      userId,
      purpose,
      mobile,
      codeHash: hashMobileCode(userId, code),
      expiresAt: new Date(now.getTime() + MOBILE_CODE_TTL_MINUTES * 60_000),
    });
  });
  return code;
}
