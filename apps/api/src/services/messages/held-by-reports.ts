import { and, countDistinct, eq, gte, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { reports } from '../../db/schema';

/** Reports by this many different members within REPORT_WINDOW_MS hold a member back from new conversations. */
export const REPORTERS_TO_HOLD = 3;
const REPORT_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

type Executor = Pick<Database, 'select'>;

/**
 * Of these members, those reported by three different members in the last week while the reports still wait for an
 * admin: no new conversation starts with them, either way, until an admin looks (dismissing or acting resolves them).
 */
export async function heldByReports(db: Executor, memberIds: number[], now = new Date()): Promise<Set<number>> {
  const rows = await db
    .select({ memberId: reports.reportedId, reporters: countDistinct(reports.reporterId) })
    .from(reports)
    .where(
      and(
        inArray(reports.reportedId, memberIds),
        eq(reports.status, 'open'),
        gte(reports.createdAt, new Date(now.getTime() - REPORT_WINDOW_MS)),
      ),
    )
    .groupBy(reports.reportedId);
  return new Set(rows.filter((row) => row.reporters >= REPORTERS_TO_HOLD).map((row) => row.memberId));
}
