import { lt } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { pendingSignUps } from '../../../db/schema';

/** A sign-up nobody finished keeps a visitor's details: they go once its code can no longer finish it. */
export async function deleteExpiredSignUps(db: Database, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(pendingSignUps)
    .where(lt(pendingSignUps.expiresAt, now))
    .returning({ id: pendingSignUps.id });
  return deleted.length;
}
