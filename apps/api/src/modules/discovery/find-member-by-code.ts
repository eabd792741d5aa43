import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { profiles, users } from '../../db/schema';
import { blockState } from '../visibility';
import { NotFound } from '../platform';

/**
 * The account behind a profile ID, as another member may reach it: only active members, and nobody a block stands
 * between (either way), so hidden, suspended, deleted and blocked members answer exactly like IDs that never existed.
 */
export async function findVisibleMemberId(db: Database, viewerId: number, profileId: string): Promise<number> {
  const [row] = await db
    .select({ id: users.id, status: users.status })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.profileCode, profileId.trim().toUpperCase()))
    .limit(1);
  const gone = () =>
    new NotFound({ en: 'There is no member with this profile ID.', hi: 'इस प्रोफ़ाइल ID का कोई सदस्य नहीं है।' });
  if (!row) throw gone();
  if (row.id === viewerId) return row.id;
  if (row.status !== 'active' || (await blockState(db, viewerId, row.id)) !== 'none') throw gone();
  return row.id;
}
