import { and, count, eq, gte } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { interests } from '../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Interests a member sent in the last 24 hours: what a plan's "interests per day" allowance counts. */
export async function interestsSentToday(
  db: Pick<Database, 'select'>,
  userId: number,
  now = new Date(),
): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(interests)
    .where(and(eq(interests.senderId, userId), gte(interests.createdAt, new Date(now.getTime() - DAY_MS))));
  return n;
}
