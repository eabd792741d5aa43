import { and, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { interests } from '../../db/schema';

/** Whether the two members have an accepted interest between them, whoever sent it. */
export async function hasAcceptedInterest(db: Pick<Database, 'select'>, a: number, b: number): Promise<boolean> {
  const [row] = await db
    .select({ id: interests.id })
    .from(interests)
    .where(
      and(
        eq(interests.status, 'accepted'),
        or(
          and(eq(interests.senderId, a), eq(interests.receiverId, b)),
          and(eq(interests.senderId, b), eq(interests.receiverId, a)),
        ),
      ),
    )
    .limit(1);
  return Boolean(row);
}
