import { sql } from 'drizzle-orm';
import type { UnreadEvent } from '@matri/contracts';
import type { Database } from '../../db/database';
import { preparedSql } from '../../db/prepared-sql';
import { messagesStateQuery } from '../messages/messages-state';
import { unreadNotificationsQuery } from './list-notifications';

const me = sql.placeholder('me');

/**
 * The bell's count, the Messages badge's and the newest message of my conversations, in one prepared statement: the
 * event stream reads them on every change for every open page, where two statements, planned each time, cost more
 * than the rest of a message's delivery.
 */
const memberCountsQuery = preparedSql<UnreadEvent>(
  'member_counts',
  (db) => sql`select (${unreadNotificationsQuery(db, me)})::int as unread, state.unread as conversations,
      state."latestMessageId"
    from (${messagesStateQuery(me)}) state`,
);

export async function memberCounts(db: Database, memberId: number): Promise<UnreadEvent> {
  const [counts] = await memberCountsQuery(db).rows({ me: memberId });
  return counts;
}
