import { lt } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { revokedTokens } from '../../../db/schema';
import type { VerifiedToken } from './token-service';

/**
 * Ends one session (this device): its token is refused from now on, the member's other devices stay signed in.
 * Entries of tokens that have expired anyway are dropped on the way.
 */
export async function signOutSession(db: Database, userId: number, token: VerifiedToken): Promise<void> {
  await db
    .insert(revokedTokens)
    .values({ tokenId: token.tokenId, userId, expiresAt: token.expiresAt })
    .onConflictDoNothing();
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date()));
}
