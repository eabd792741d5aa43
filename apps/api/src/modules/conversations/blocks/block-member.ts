import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import type { Transaction } from '../messages/conversation-store';
import { blocks, interests, profiles, users, type UserRow } from '../../../db/schema';
import { InvalidInput, NotFound } from '../../platform';

/** The member behind a profile ID, whatever their status (a block may outlive a hidden profile). */
export async function memberIdOfProfile(db: Database, profileId: string): Promise<number> {
  const [row] = await db
    .select({ id: users.id })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.profileCode, profileId.toUpperCase()))
    .limit(1);
  if (!row)
    throw new NotFound({ en: 'There is no member with this profile ID.', hi: 'इस प्रोफ़ाइल ID का कोई सदस्य नहीं है।' });
  return row.id;
}

/**
 * Blocks a member: from now on neither sees the other and no interest passes between them. Pending interests
 * between the two end with the block (the blocker's withdrawn, the other's declined).
 */
export async function blockMember(db: Database, blocker: UserRow, profileId: string, now = new Date()): Promise<void> {
  const blockedId = await memberIdOfProfile(db, profileId);
  if (blockedId === blocker.id) {
    const message = 'You cannot block yourself.';
    throw new InvalidInput(message, [{ path: ['profileId'], message }]);
  }
  await db.transaction((tx) => blockMemberId(tx, blocker.id, blockedId, now));
}

/** The block itself, within the caller's transaction (a report blocks too). */
export async function blockMemberId(tx: Transaction, blockerId: number, blockedId: number, now: Date): Promise<void> {
  await tx.insert(blocks).values({ blockerId, blockedId, createdAt: now }).onConflictDoNothing();
  await tx
    .update(interests)
    .set({ status: 'withdrawn', respondedAt: now })
    .where(
      and(eq(interests.senderId, blockerId), eq(interests.receiverId, blockedId), eq(interests.status, 'pending')),
    );
  await tx
    .update(interests)
    .set({ status: 'declined', respondedAt: now })
    .where(
      and(eq(interests.senderId, blockedId), eq(interests.receiverId, blockerId), eq(interests.status, 'pending')),
    );
}

export async function unblockMember(db: Database, blocker: UserRow, profileId: string): Promise<void> {
  const blockedId = await memberIdOfProfile(db, profileId);
  await db.delete(blocks).where(and(eq(blocks.blockerId, blocker.id), eq(blocks.blockedId, blockedId)));
}
