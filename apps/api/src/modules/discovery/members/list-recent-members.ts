import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { RECENT_MEMBERS_LIMIT, type RecentMemberJson } from '@matri/contracts';
import type { Database } from '../../../db/database';
import { photos, profiles, users } from '../../../db/schema';
import { notBlockedEitherWay } from '../../visibility';
import { memberSummaryColumns, primaryPhotoOf, summaryBasics } from './member-summary';

/** Only the first word of the name: visitors who are not members see no full names. */
function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

/**
 * The newest active members who chose to appear in the public footer (off by default). The photo is included only
 * when the member shows photos to everyone. A logged-in member (`viewerId`) never sees one blocked either way.
 */
export async function listRecentMembers(db: Database, viewerId: number | null): Promise<RecentMemberJson[]> {
  const rows = await db
    .select(memberSummaryColumns)
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .leftJoin(photos, primaryPhotoOf(profiles.userId))
    .where(
      and(
        eq(profiles.isShownInRecent, true),
        eq(users.status, 'active'),
        isNotNull(profiles.profileCode),
        viewerId === null ? undefined : notBlockedEitherWay(viewerId, profiles.userId),
      ),
    )
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(RECENT_MEMBERS_LIMIT);
  return rows.flatMap((row) => {
    const basics = summaryBasics(row);
    return basics ? [{ ...basics, firstName: firstNameOf(row.fullName) }] : [];
  });
}
