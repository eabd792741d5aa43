import { eq } from 'drizzle-orm';
import type { MemberJson } from '@matri/contracts';
import type { Database } from '../../../db/database';
import { profiles, type UserRow } from '../../../db/schema';
import { toMemberJson } from '../auth/member-json';

/** GET /api/users/me: the logged-in member's account with their profile's name, ID and gender. */
export async function findOwnMember(db: Database, member: UserRow): Promise<MemberJson> {
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, member.id)).limit(1);
  return toMemberJson(member, profile ?? null);
}
