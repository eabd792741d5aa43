import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { notBlockedEitherWay } from '../../visibility';

/**
 * The query of the Messages badge (my conversations holding a message from the other member after what I read) and
 * the newest message of them all; never blocked ones. Columns `unread` and `latestMessageId`.
 */
export function messagesStateQuery(me: number | Placeholder | SQL): SQL {
  return sql`
    select count(*) filter (where c.last_message_id > mine.read_up_to and exists (select 1 from messages m
        where m.conversation_id = c.id and m.id > mine.read_up_to and m.sender_id <> ${me}))::int as unread,
      coalesce(max(c.last_message_id), 0)::int as "latestMessageId"
    from conversation_members mine
    join conversations c on c.id = mine.conversation_id
    where mine.user_id = ${me}
      and ${notBlockedEitherWay(me, sql`case when c.member_low = ${me} then c.member_high else c.member_low end`)}`;
}

/** The Messages badge's count and the newest message of my conversations. */
export async function messagesState(db: Database, me: number): Promise<{ unread: number; latestMessageId: number }> {
  const result = await db.execute(messagesStateQuery(me));
  return (result as unknown as { rows: { unread: number; latestMessageId: number }[] }).rows[0];
}
