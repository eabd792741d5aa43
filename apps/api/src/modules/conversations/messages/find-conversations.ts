import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { notBlockedEitherWay } from '../../visibility';
import { otherMemberColumns, otherMemberJoins, type OtherMemberRow } from './conversation-member';

export interface ConversationRow extends OtherMemberRow {
  conversationId: number;
  lastMessageId: number;
  myReadUpTo: number;
  unread: number;
  /** Null only when the one message left was the erased member's. */
  last: { id: number; senderId: number; text: string; createdAt: string } | null;
}

/**
 * A member's conversations with what the list and a history show of each: the other member (within the "never
 * shown" rule: a block either way hides the conversation from both), both sides' marks, the unread count and the
 * last message, newest first. `where` narrows them (the list's keyset, over `c`, the conversation).
 */
export async function findConversations(
  db: Database,
  me: number,
  where: SQL,
  limit: number,
): Promise<ConversationRow[]> {
  const other = sql`case when c.member_low = ${me} then c.member_high else c.member_low end`;
  // The page is chosen first, over my conversations alone (the block rule needs only the other member's id); the
  // other member's profile, photo and marks and the messages' subqueries are then read for that page only, not for
  // every conversation I have.
  const result = await db.execute(sql`
    with page as (
      select c.id, c.last_message_id, c.member_low, c.member_high, mine.read_up_to
      from conversation_members mine
      join conversations c on c.id = mine.conversation_id
      where mine.user_id = ${me} and ${where} and ${notBlockedEitherWay(me, other)}
      order by c.last_message_id desc
      limit ${limit}
    )
    select c.id as "conversationId", c.last_message_id as "lastMessageId", c.read_up_to as "myReadUpTo",
      ${otherMemberColumns(me)},
      (select count(*)::int from messages m
        where m.conversation_id = c.id and m.id > c.read_up_to and m.sender_id <> ${me}) as "unread",
      (select json_build_object('id', m.id, 'senderId', m.sender_id, 'text', m.text, 'createdAt', m.created_at)
        from messages m where m.conversation_id = c.id order by m.id desc limit 1) as "last"
    from page c
    left join users o on o.id = ${other}
    ${otherMemberJoins}
    order by c.last_message_id desc`);
  return (result as unknown as { rows: ConversationRow[] }).rows;
}
