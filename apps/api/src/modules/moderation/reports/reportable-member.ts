import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { profiles, users } from '../../../db/schema';
import { NotFound } from '../../platform';

/**
 * The member behind a profile ID that `reporterId` may report: one they can see, or one they have had to do with (an
 * interest or a conversation between them, or a block either way), whatever that member's state since. So a victim
 * can report whoever harassed them after a block, a hide or a deletion, and a profile ID that was never shown to the
 * reporter says no more than an unknown one.
 */
export async function reportableMemberId(db: Database, reporterId: number, profileId: string): Promise<number> {
  const [row] = await db
    .select({
      id: users.id,
      isReportable: sql<boolean>`${users.id} = ${reporterId} or ${users.status} = 'active'
        or exists (select 1 from blocks b
          where (b.blocker_id = ${reporterId} and b.blocked_id = ${users.id})
             or (b.blocker_id = ${users.id} and b.blocked_id = ${reporterId}))
        or exists (select 1 from interests i
          where (i.sender_id = ${reporterId} and i.receiver_id = ${users.id})
             or (i.sender_id = ${users.id} and i.receiver_id = ${reporterId}))
        or exists (select 1 from conversations c where c.member_low = least(${reporterId}::int, ${users.id})
          and c.member_high = greatest(${reporterId}::int, ${users.id}))`,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.profileCode, profileId.trim().toUpperCase()))
    .limit(1);
  if (!row?.isReportable) {
    throw new NotFound({ en: 'There is no member with this profile ID.', hi: 'इस प्रोफ़ाइल ID का कोई सदस्य नहीं है।' });
  }
  return row.id;
}
