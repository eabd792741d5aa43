import { createHash } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { preparedPerDatabase } from '../../db/prepared-per-database';
import { attemptCounters } from '../../db/schema';

export interface AttemptCount {
  /** Attempts in the current window, this one included. */
  hits: number;
  resetsAt: Date;
}

/** The stored key: who is counted stays out of the database (an e-mail, a mobile number, an address). */
export function attemptKey(limitName: string, subject: string): string {
  return createHash('sha256').update(`${limitName}\u0000${subject}`).digest('hex');
}

const isOver = sql`${attemptCounters.resetsAt} <= now()`;

/** Prepared: every send, log-in and upload counts an attempt, and planning the statement cost more than running it. */
const countQuery = preparedPerDatabase((db) =>
  db
    .insert(attemptCounters)
    .values({
      key: sql.placeholder('key'),
      hits: 1,
      resetsAt: sql`now() + make_interval(secs => ${sql.placeholder('windowSeconds')}::int)`,
    })
    .onConflictDoUpdate({
      target: attemptCounters.key,
      set: {
        hits: sql`case when ${isOver} then 1 else ${attemptCounters.hits} + 1 end`,
        resetsAt: sql`case when ${isOver} then excluded.resets_at else ${attemptCounters.resetsAt} end`,
      },
    })
    .returning({ hits: attemptCounters.hits, resetsAt: attemptCounters.resetsAt })
    .prepare('count_attempt'),
);

/**
 * Counts one attempt in a fixed window that starts with the first attempt, in one statement: concurrent attempts
 * from several API processes each get their own count.
 */
export async function countAttempt(db: Database, key: string, windowSeconds: number): Promise<AttemptCount> {
  const [row] = await countQuery(db).execute({ key, windowSeconds });
  return row;
}

/** Counters whose window has passed say nothing any more. */
export async function deleteExpiredAttempts(db: Database): Promise<number> {
  const deleted = await db
    .delete(attemptCounters)
    .where(lt(attemptCounters.resetsAt, new Date()))
    .returning({ key: attemptCounters.key });
  return deleted.length;
}
