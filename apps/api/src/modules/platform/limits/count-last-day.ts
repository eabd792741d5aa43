import { and, count, eq, gte, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/database';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A member's rows of a table in the 24 hours before `now`: what "a day" of a plan's allowances counts. */
export async function countLastDay(
  db: Pick<Database, 'select'>,
  table: PgTable,
  columns: { member: Column; at: Column },
  userId: number,
  now = new Date(),
): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(table)
    .where(and(eq(columns.member, userId), gte(columns.at, new Date(now.getTime() - DAY_MS))));
  return n;
}
