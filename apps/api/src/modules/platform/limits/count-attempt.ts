import { createHash } from 'node:crypto';
import { and, eq, gt, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { preparedSql } from '../../../db/prepared-sql';
import { attemptCounters } from '../../../db/schema';

export interface AttemptCount {
  /** Attempts in the current window, this one included. */
  hits: number;
  resetsAt: Date;
}

/** The stored key: who is counted stays out of the database (an e-mail, a mobile number, an address). */
export function attemptKey(limitName: string, subject: string): string {
  return createHash('sha256').update(`${limitName}\u0000${subject}`).digest('hex');
}

/**
 * Counts one attempt in a fixed window that starts with the first attempt, answering the window's hits (this one
 * included) and when it resets. A statement of its own, or the first part of one that counts an attempt along with
 * doing it (sending a message), so that the count and the thing counted are one write.
 */
export function countAttemptStatement(key: SQLWrapper, windowSeconds: SQLWrapper): SQL {
  return sql`
    insert into attempt_counters (key, hits, resets_at)
    values (${key}::text, 1, now() + make_interval(secs => ${windowSeconds}::int))
    on conflict (key) do update set
      hits = case when attempt_counters.resets_at <= now() then 1 else attempt_counters.hits + 1 end,
      resets_at = case when attempt_counters.resets_at <= now() then excluded.resets_at else attempt_counters.resets_at end
    returning hits, resets_at as "resetsAt"`;
}

/** Prepared: every log-in and upload counts an attempt, and planning the statement cost more than running it. */
const countQuery = preparedSql<{ hits: number; resetsAt: Date | string }>('count_attempt', () =>
  countAttemptStatement(sql.placeholder('key'), sql.placeholder('windowSeconds')),
);

/** One statement: concurrent attempts from several API processes each get their own count. */
export async function countAttempt(db: Database, key: string, windowSeconds: number): Promise<AttemptCount> {
  const [row] = await countQuery(db).rows({ key, windowSeconds });
  return { hits: row.hits, resetsAt: new Date(row.resetsAt) };
}

/**
 * Takes one attempt back, within the window still running: for an attempt our side could not carry out (a busy
 * check), which the member should not lose.
 */
export async function forgetAttempt(db: Database, key: string): Promise<void> {
  await db
    .update(attemptCounters)
    .set({ hits: sql`greatest(${attemptCounters.hits} - 1, 0)` })
    .where(and(eq(attemptCounters.key, key), gt(attemptCounters.resetsAt, new Date())));
}

/** Counters whose window has passed say nothing any more. */
export async function deleteExpiredAttempts(db: Database): Promise<number> {
  const deleted = await db
    .delete(attemptCounters)
    .where(lt(attemptCounters.resetsAt, new Date()))
    .returning({ key: attemptCounters.key });
  return deleted.length;
}
