import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { notBlockedEitherWay } from '../discovery/listing-rules';

/** The Messages badge: my conversations holding a message from the other member after what I read; never blocked ones. */
export async function unreadConversations(db: Database, me: number): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as n
    from conversation_members mine
    join conversations c on c.id = mine.conversation_id
    where mine.user_id = ${me} and c.last_message_id > mine.read_up_to
      and exists (select 1 from messages m where m.conversation_id = c.id and m.id > mine.read_up_to and m.sender_id <> ${me})
      and ${notBlockedEitherWay(me, sql`case when c.member_low = ${me} then c.member_high else c.member_low end`)}`);
  return (result as unknown as { rows: { n: number }[] }).rows[0].n;
}
