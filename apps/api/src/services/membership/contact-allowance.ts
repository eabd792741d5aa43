import { and, count, eq, gte } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { contactReveals } from '../../db/schema';

/** India keeps one time zone, five and a half hours ahead of UTC, without daylight saving. */
const INDIA_OFFSET_MS = 330 * 60 * 1000;

/** The 1st of the month, midnight in India: a plan's "contact details per month" starts afresh then. */
export function monthStartInIndia(now: Date): Date {
  const local = new Date(now.getTime() + INDIA_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - INDIA_OFFSET_MS);
}

/** The 1st of next month in India, as members are told when the allowance renews. */
export function nextMonthStartInIndia(now: Date): Date {
  const local = new Date(now.getTime() + INDIA_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1) - INDIA_OFFSET_MS);
}

/** Contact details the member saw with their plan since the month began in India. */
export async function contactViewsThisMonth(db: Pick<Database, 'select'>, viewerId: number, now = new Date()): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(contactReveals)
    .where(and(eq(contactReveals.viewerId, viewerId), gte(contactReveals.revealedAt, monthStartInIndia(now))));
  return n;
}
