import { and, eq, gt } from 'drizzle-orm';
import { ID_CHECKS_PER_MEMBER_PER_DAY } from '@matri/contracts';
import type { Database } from '../../db/database';
import { attemptCounters } from '../../db/schema';
import { attemptKey } from '../platform';

/** The attempt limits' names: the routes count under them, the status page reads them back. */
export const ID_CHECKS_PER_MEMBER = 'id checks per member';
export const ID_CHECKS_PER_ADDRESS = 'id checks per address';

/** How many ID checks the member has left today, and when more come if none are left. */
export async function idChecksLeft(db: Database, memberId: number): Promise<{ left: number; retryAt: Date | null }> {
  const [counter] = await db
    .select({ hits: attemptCounters.hits, resetsAt: attemptCounters.resetsAt })
    .from(attemptCounters)
    .where(
      and(
        eq(attemptCounters.key, attemptKey(ID_CHECKS_PER_MEMBER, String(memberId))),
        gt(attemptCounters.resetsAt, new Date()),
      ),
    );
  const left = Math.max(0, ID_CHECKS_PER_MEMBER_PER_DAY - (counter?.hits ?? 0));
  return { left, retryAt: left === 0 && counter ? counter.resetsAt : null };
}
