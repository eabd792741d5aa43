import { and, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { blocks } from '../../db/schema';

export type BlockState = 'none' | 'i-blocked' | 'blocked-me';

/** Whether a block stands between two members, and which way (a block by me wins when both blocked). */
export async function blockState(db: Database, me: number, other: number): Promise<BlockState> {
  const rows = await db
    .select({ blockerId: blocks.blockerId })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, me), eq(blocks.blockedId, other)),
        and(eq(blocks.blockerId, other), eq(blocks.blockedId, me)),
      ),
    );
  if (rows.some((r) => r.blockerId === me)) return 'i-blocked';
  return rows.length > 0 ? 'blocked-me' : 'none';
}
