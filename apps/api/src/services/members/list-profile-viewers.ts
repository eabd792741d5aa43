import { and, desc, eq } from 'drizzle-orm';
import { PROFILE_VIEWERS_LIMIT, type ProfileViewerJson } from '@matri/contracts';
import type { Database } from '../../db/database';
import { photos, profiles, profileViews, users } from '../../db/schema';
import { memberSummaryColumns, primaryPhotoOf, summaryBasics } from './member-summary';

/** The members who viewed this member's profile, newest first; members no longer active are left out. */
export async function listProfileViewers(db: Database, userId: number): Promise<ProfileViewerJson[]> {
  const rows = await db
    .select({ ...memberSummaryColumns, viewedAt: profileViews.viewedAt })
    .from(profileViews)
    .innerJoin(users, eq(users.id, profileViews.viewerId))
    .innerJoin(profiles, eq(profiles.userId, profileViews.viewerId))
    .leftJoin(photos, primaryPhotoOf(profiles.userId))
    .where(and(eq(profileViews.viewedId, userId), eq(users.status, 'active')))
    .orderBy(desc(profileViews.viewedAt))
    .limit(PROFILE_VIEWERS_LIMIT);
  return rows.flatMap((row) => {
    const basics = summaryBasics(row);
    return basics ? [{ ...basics, full_name: row.fullName, viewed_at: row.viewedAt.toISOString() }] : [];
  });
}
