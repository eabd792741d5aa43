import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { SEARCH_PAGE_SIZE } from '@matri/contracts';
import type { Database } from '../../db/database';
import { partnerPreferences, photos, profiles } from '../../db/schema';
import { decodeCursor, encodeCursor } from './keyset-cursor';
import { cardColumnsFor, primaryPhotoJoin } from './member-cards';

/**
 * How many of the most recently active fitting members are ranked by match score at a time. Ranking every fitting
 * member of a million (a hundred thousand for a young Hindu member) costs a quarter of a second; ranking the 5,000 most
 * recently active costs milliseconds, and those are the members likely to answer. The next pages rank the next 5,000.
 */
export const MATCH_POOL_SIZE = 5000;

const MAX_INT = 2_147_483_647;

/**
 * One page ordered by a time column, in two steps (a "deferred join"): find the page's ids walking the newest or
 * last-active index with the filters, then fetch the card columns and photo for those rows alone.
 */
export function timeOrderedPageQuery(
  db: Database,
  viewerId: number,
  conditions: SQL[],
  time: typeof profiles.createdAt | typeof profiles.lastActiveAt,
) {
  const ranked = db.$with('ranked').as(
    db
      .select({ id: profiles.id, sortAt: sql<Date>`${time}`.as('sort_at') })
      .from(profiles)
      .where(and(...conditions))
      .orderBy(desc(time), desc(profiles.id))
      .limit(SEARCH_PAGE_SIZE + 1),
  );
  return db
    .with(ranked)
    .select({ ...cardColumnsFor(viewerId), id: ranked.id, sortTime: sql<string>`${ranked.sortAt}::text` })
    .from(ranked)
    .innerJoin(profiles, eq(profiles.id, ranked.id))
    .leftJoin(photos, primaryPhotoJoin)
    .orderBy(desc(ranked.sortAt), desc(ranked.id));
}

/** Where a scored list stands: which pool (after which member in activity order) and where in its score order. */
export interface PoolPosition {
  poolAfter: [string, number];
  after: [number, string, number];
}

export function poolPositionOf(cursor: string | undefined): PoolPosition {
  if (!cursor) return { poolAfter: ['infinity', MAX_INT], after: [MAX_INT, 'infinity', MAX_INT] };
  const [pt, pid, s, t, id] = decodeCursor(cursor, 'match', ['t', 'n', 'n', 't', 'n']);
  return { poolAfter: [pt as string, pid as number], after: [s as number, t as string, id as number] };
}

export interface ScoredSpec {
  conditions: SQL[];
  score: SQL;
  /**
   * Conditions on the candidate's own partner preferences (mutual fit), checked while taking the page from the ranked
   * pool, so only the few candidates that reach the page are looked up rather than every member of the pool.
   */
  theirPreferences?: SQL[];
  /** Null ranks the whole set at once: tabs that are small by nature (new this week, my state). */
  poolSize: number | null;
}

/**
 * A page ranked by match score, then recent activity, within pools of the most recently active fitting members: the
 * pool is found walking profiles_match_candidates in activity order (index only), scored, and only the page's rows
 * are joined back for their cards. Each row also carries the pool's size and last member, to start the next pool.
 */
export function scoredPageQuery(db: Database, viewerId: number, spec: ScoredSpec, position: PoolPosition) {
  const [poolT, poolId] = position.poolAfter;
  const candidates = db
    .select({
      id: profiles.id,
      userId: sql<number>`${profiles.userId}`.as('user_id'),
      score: sql<number>`${spec.score}`.as('score'),
      sortAt: sql<Date>`${profiles.lastActiveAt}`.as('sort_at'),
    })
    .from(profiles)
    .where(
      and(...spec.conditions, sql`(${profiles.lastActiveAt}, ${profiles.id}) < (${poolT}::timestamptz, ${poolId})`),
    )
    .$dynamic();
  const pool = db
    .$with('pool')
    .as(
      spec.poolSize === null
        ? candidates
        : candidates.orderBy(desc(profiles.lastActiveAt), desc(profiles.id)).limit(spec.poolSize),
    );
  const [s, t, id] = position.after;
  // Ordered before the candidate's preferences are joined (OFFSET 0 keeps it a separate step), so the lookups stop
  // once the page is full instead of running for the whole pool.
  const ordered = db
    .select({ id: pool.id, userId: pool.userId, score: pool.score, sortAt: pool.sortAt })
    .from(pool)
    .where(sql`(${pool.score}, ${pool.sortAt}, ${pool.id}) < (${s}, ${t}::timestamptz, ${id})`)
    .orderBy(desc(pool.score), desc(pool.sortAt), desc(pool.id))
    .offset(0)
    .as('ordered');
  const fromPool = db.select({ id: ordered.id, score: ordered.score, sortAt: ordered.sortAt }).from(ordered).$dynamic();
  // Qualified by hand: drizzle writes a subquery's aliased column bare, and partner_preferences has a user_id too.
  if (spec.theirPreferences) fromPool.leftJoin(partnerPreferences, sql`${partnerPreferences.userId} = ordered.user_id`);
  const ranked = db.$with('ranked').as(
    fromPool
      .where(and(...(spec.theirPreferences ?? [])))
      .orderBy(desc(ordered.score), desc(ordered.sortAt), desc(ordered.id))
      .limit(SEARCH_PAGE_SIZE + 1),
  );
  return db
    .with(pool, ranked)
    .select({
      ...cardColumnsFor(viewerId),
      id: ranked.id,
      score: ranked.score,
      sortTime: sql<string>`${ranked.sortAt}::text`,
      poolSize: sql<number>`(select count(*)::int from pool)`,
      poolEnd: sql<string>`(select sort_at::text || ' ' || id from pool order by sort_at, id limit 1)`,
    })
    .from(ranked)
    .innerJoin(profiles, eq(profiles.id, ranked.id))
    .leftJoin(photos, primaryPhotoJoin)
    .orderBy(desc(ranked.score), desc(ranked.sortAt), desc(ranked.id));
}

/** The next page of a scored list: more of this pool, else the next pool when this one was full, else none. */
export function nextScoredCursor(
  rows: { score: number; sortTime: string; id: number; poolSize: number; poolEnd: string }[],
  position: PoolPosition,
  poolSize: number | null,
): string | null {
  if (rows.length > SEARCH_PAGE_SIZE) {
    const last = rows[SEARCH_PAGE_SIZE - 1];
    return encodeCursor('match', [...position.poolAfter, Number(last.score), last.sortTime, last.id]);
  }
  const first = rows[0];
  if (!first || poolSize === null || first.poolSize < poolSize) return null;
  const cut = first.poolEnd.lastIndexOf(' ');
  return encodeCursor('match', [
    first.poolEnd.slice(0, cut),
    Number(first.poolEnd.slice(cut + 1)),
    MAX_INT,
    'infinity',
    MAX_INT,
  ]);
}
