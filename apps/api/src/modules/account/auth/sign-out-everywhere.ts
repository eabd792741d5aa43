import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { users } from '../../../db/schema';

/** Ends every session of the member at once: tokens carrying the old version are refused from now on. */
export async function signOutEverywhere(db: Database, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
}
