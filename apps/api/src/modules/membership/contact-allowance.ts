import { and, count, eq, gte } from 'drizzle-orm';
import { monthStartInIndia } from '@matri/helpers';
import type { Database } from '../../db/database';
import { contactReveals } from '../../db/schema';

/** Contact details the member saw with their plan since the month began in India. */
export async function contactViewsThisMonth(
  db: Pick<Database, 'select'>,
  viewerId: number,
  now = new Date(),
): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(contactReveals)
    .where(and(eq(contactReveals.viewerId, viewerId), gte(contactReveals.revealedAt, monthStartInIndia(now))));
  return n;
}
