import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users, type UserRow } from '../../db/schema';

/**
 * Hides the profile from search, matches, profile pages and the public footer at once (they only show active
 * members), or shows it again. Suspended or deleted accounts keep their status.
 */
export async function setProfileHidden(db: Database, user: UserRow, isHidden: boolean): Promise<UserRow> {
  const [updated] = await db
    .update(users)
    .set({ status: isHidden ? 'hidden' : 'active' })
    .where(and(eq(users.id, user.id), inArray(users.status, ['active', 'hidden'])))
    .returning();
  return updated ?? user;
}
