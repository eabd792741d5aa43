import { sql } from 'drizzle-orm';
import type { UnreadEvent } from '@matri/contracts';
import { batchedCalls } from '../../../db/batched-calls';
import type { Database } from '../../../db/database';
import { preparedPerDatabase } from '../../../db/prepared-per-database';
import { preparedSql } from '../../../db/prepared-sql';
import { messagesStateQuery } from '../messages/messages-state';
import { unreadNotificationsQuery } from './list-notifications';

const member = sql`member.id`;

/**
 * The bell's count, the Messages badge's and the newest message of my conversations, for several members in one
 * prepared statement: the event stream reads them on every change for every open page, and one message costs the
 * database little next to the round trip that asks for its counts.
 */
const memberCountsQuery = preparedSql<UnreadEvent & { memberId: number }>(
  'member_counts',
  (db) => sql`select member.id as "memberId", (${unreadNotificationsQuery(db, member)})::int as unread,
      state.unread as conversations, state."latestMessageId"
    from unnest(${sql.placeholder('members')}::int[]) member(id)
    cross join lateral (${messagesStateQuery(member)}) state`,
);

/** Streams that are told of changes at the same moment (a burst of messages) read their counts together. */
const COUNTS_BATCH = 200;

const countsOf = preparedPerDatabase((db: Database) =>
  batchedCalls(
    async (members: number[]): Promise<UnreadEvent[]> => {
      const rows = await memberCountsQuery(db).rows({ members });
      const byMember = new Map(rows.map(({ memberId, ...counts }) => [memberId, counts]));
      return members.map((id) => {
        const counts = byMember.get(id);
        if (!counts) throw new Error(`no counts were read for member ${id}`);
        return counts;
      });
    },
    { maxBatch: COUNTS_BATCH, maxInFlight: 1 },
  ),
);

export async function memberCounts(db: Database, memberId: number): Promise<UnreadEvent> {
  return countsOf(db)(memberId);
}
