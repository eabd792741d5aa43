import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import { PROFILE_VIEWERS_LIMIT, type ProfileViewersJson } from '@matri/contracts';
import type { Database } from '../../../db/database';
import { photos, profiles, profileViews, users } from '../../../db/schema';
import { currentPlanOf } from '../../membership';
import { notBlockedEitherWay } from '../../visibility';
import { memberSummaryColumns, primaryPhotoOf, summaryBasics } from './member-summary';

/**
 * Who viewed this member's profile, newest first, members no longer active or blocked either way left out. Everyone learns how many looked;
 * who they were is for plans with "who viewed me" (read from the plan running now, so it ends with the plan).
 */
export async function listProfileViewers(db: Database, userId: number, now = new Date()): Promise<ProfileViewersJson> {
  // Viewers who could be listed (an active account with a profile to link to) are the ones counted.
  const byActiveViewers = and(
    eq(profileViews.viewedId, userId),
    eq(users.status, 'active'),
    isNotNull(profiles.profileCode),
    isNotNull(profiles.dateOfBirth),
    notBlockedEitherWay(userId, profileViews.viewerId),
  );
  const [{ plan }, [{ total }]] = await Promise.all([
    currentPlanOf(db, userId, now),
    db
      .select({ total: count() })
      .from(profileViews)
      .innerJoin(users, eq(users.id, profileViews.viewerId))
      .innerJoin(profiles, eq(profiles.userId, profileViews.viewerId))
      .where(byActiveViewers),
  ]);
  if (!plan.canSeeWhoViewed) return { count: total, viewers: null };
  const rows = await db
    .select({ ...memberSummaryColumns, viewedAt: profileViews.viewedAt })
    .from(profileViews)
    .innerJoin(users, eq(users.id, profileViews.viewerId))
    .innerJoin(profiles, eq(profiles.userId, profileViews.viewerId))
    .leftJoin(photos, primaryPhotoOf(profiles.userId))
    .where(byActiveViewers)
    .orderBy(desc(profileViews.viewedAt))
    .limit(PROFILE_VIEWERS_LIMIT);
  const viewers = rows.flatMap((row) => {
    const basics = summaryBasics(row);
    return basics ? [{ ...basics, full_name: row.fullName, viewedAt: row.viewedAt.toISOString() }] : [];
  });
  return { count: total, viewers };
}
