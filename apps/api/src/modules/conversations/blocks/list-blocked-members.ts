import { desc, eq } from 'drizzle-orm';
import type { BlockedMemberJson } from '@matri/contracts';
import type { Database } from '../../../db/database';
import { blocks, profiles } from '../../../db/schema';

/** The members I blocked, newest first, so I can unblock them. */
export async function listBlockedMembers(db: Database, userId: number): Promise<BlockedMemberJson[]> {
  const rows = await db
    .select({ profileId: profiles.profileCode, fullName: profiles.fullName, blockedAt: blocks.createdAt })
    .from(blocks)
    .innerJoin(profiles, eq(profiles.userId, blocks.blockedId))
    .where(eq(blocks.blockerId, userId))
    .orderBy(desc(blocks.createdAt));
  return rows.map((row) => ({
    profileId: row.profileId ?? '',
    full_name: row.fullName,
    blockedAt: row.blockedAt.toISOString(),
  }));
}
