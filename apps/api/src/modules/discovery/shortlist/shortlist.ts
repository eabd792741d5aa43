import { and, desc, eq } from 'drizzle-orm';
import type { MemberCardJson } from '@matri/contracts';
import type { Database } from '../../../db/database';
import { photos, profiles, shortlists } from '../../../db/schema';
import { findVisibleMemberId } from '../find-member-by-code';
import { shownTo } from '../../visibility';
import { cardColumnsFor, primaryPhotoJoin, toMemberCard } from '../member-cards';
import { InvalidInput } from '../../platform';

/** Shortlisting twice keeps one entry. */
export async function addToShortlist(db: Database, userId: number, profileId: string): Promise<void> {
  const memberId = await findVisibleMemberId(db, userId, profileId);
  if (memberId === userId) {
    const message = 'You cannot shortlist yourself.';
    throw new InvalidInput(message, [{ path: ['profileId'], message }]);
  }
  await db.insert(shortlists).values({ userId, memberId }).onConflictDoNothing();
}

export async function removeFromShortlist(db: Database, userId: number, profileId: string): Promise<void> {
  const memberId = await findVisibleMemberId(db, userId, profileId);
  await db.delete(shortlists).where(and(eq(shortlists.userId, userId), eq(shortlists.memberId, memberId)));
}

/** The shortlist as cards, newest first; members who left, hid, were suspended or are blocked either way drop out of view. */
export async function listShortlist(db: Database, userId: number): Promise<MemberCardJson[]> {
  const rows = await db
    .select(cardColumnsFor(userId))
    .from(shortlists)
    .innerJoin(profiles, eq(profiles.userId, shortlists.memberId))
    .leftJoin(photos, primaryPhotoJoin)
    .where(and(eq(shortlists.userId, userId), shownTo(userId)))
    .orderBy(desc(shortlists.createdAt))
    .limit(200);
  return rows.map((row) => toMemberCard(row, userId));
}
