import { and, eq, gt } from 'drizzle-orm';
import { SELFIE_CHECKS_PER_MEMBER_PER_DAY } from '@matri/contracts';
import type { Database } from '../../../db/database';
import { attemptCounters } from '../../../db/schema';
import { attemptKey } from '../../platform';

/** The attempt limits' names: the route counts under them, the status page reads them back. */
export const SELFIE_CHECKS_PER_MEMBER = 'selfie checks per member';
export const SELFIE_CHECKS_PER_ADDRESS = 'selfie checks per address';

/** How many selfie checks the member has left today, and when more come if none are left. */
export async function selfieChecksLeft(
  db: Database,
  memberId: number,
): Promise<{ left: number; retryAt: Date | null }> {
  const [counter] = await db
    .select({ hits: attemptCounters.hits, resetsAt: attemptCounters.resetsAt })
    .from(attemptCounters)
    .where(
      and(
        eq(attemptCounters.key, attemptKey(SELFIE_CHECKS_PER_MEMBER, String(memberId))),
        gt(attemptCounters.resetsAt, new Date()),
      ),
    );
  const left = Math.max(0, SELFIE_CHECKS_PER_MEMBER_PER_DAY - (counter?.hits ?? 0));
  return { left, retryAt: left === 0 && counter ? counter.resetsAt : null };
}
