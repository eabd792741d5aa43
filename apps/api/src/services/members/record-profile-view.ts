import type { Database } from '../../db/database';
import { profileViews, type UserRow } from '../../db/schema';

/**
 * Notes that a member looked at another member's profile (once per pair, keeping the latest time). The member's own
 * look and an admin's are not views. Answers whether this look counted as a view.
 */
export async function recordProfileView(
  db: Database,
  viewer: UserRow,
  viewedId: number,
  now = new Date(),
): Promise<boolean> {
  if (viewer.id === viewedId || viewer.role === 'admin') return false;
  await db
    .insert(profileViews)
    .values({ viewerId: viewer.id, viewedId, viewedAt: now })
    .onConflictDoUpdate({ target: [profileViews.viewedId, profileViews.viewerId], set: { viewedAt: now } });
  return true;
}
