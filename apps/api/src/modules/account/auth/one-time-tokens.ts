import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { oneTimeTokens } from '../../../db/schema';

export type OneTimeTokenPurpose = (typeof oneTimeTokens.$inferInsert)['purpose'];

/** Reset and verification links work for 30 minutes, once. */
export const ONE_TIME_TOKEN_TTL_MS = 30 * 60 * 1000;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new 256-bit token for the member; only its hash is stored. */
export async function issueOneTimeToken(
  db: Database,
  userId: number,
  purpose: OneTimeTokenPurpose,
  now = new Date(),
  payload: string | null = null,
  ttlMs = ONE_TIME_TOKEN_TTL_MS,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(oneTimeTokens).values({
    userId,
    purpose,
    payload,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + ttlMs),
  });
  return token;
}

/**
 * Uses a token: the member it belongs to when it is known, unused, unexpired and for this purpose; null otherwise.
 * Marking it used is conditional, so two requests racing with the same token cannot both succeed.
 */
export async function consumeOneTimeToken(
  db: Database,
  token: string,
  purpose: OneTimeTokenPurpose,
  now = new Date(),
): Promise<number | null> {
  return (await consumeOneTimeTokenWithPayload(db, token, purpose, now))?.userId ?? null;
}

/** The same, with what the token carries. */
export async function consumeOneTimeTokenWithPayload(
  db: Database,
  token: string,
  purpose: OneTimeTokenPurpose,
  now = new Date(),
): Promise<{ userId: number; payload: string | null } | null> {
  const [used] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .returning({ userId: oneTimeTokens.userId, payload: oneTimeTokens.payload });
  return used ?? null;
}
