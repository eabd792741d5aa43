import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { conversationMembers, conversations } from '../../../db/schema';

/** My page has fetched these conversations: their messages so far count as delivered to me. One statement. */
export async function markDelivered(db: Database, me: number, conversationIds: number[]): Promise<void> {
  if (conversationIds.length === 0) return;
  await db
    .update(conversationMembers)
    .set({
      deliveredUpTo: sql`(select ${conversations.lastMessageId} from ${conversations} where ${conversations.id} = ${conversationMembers.conversationId})`,
    })
    .where(
      and(
        eq(conversationMembers.userId, me),
        inArray(conversationMembers.conversationId, conversationIds),
        sql`${conversationMembers.deliveredUpTo} < (select ${conversations.lastMessageId} from ${conversations} where ${conversations.id} = ${conversationMembers.conversationId})`,
      ),
    );
}

/** I read a conversation up to a message (never back: a late mark from another tab does not undo a later one). */
export async function markRead(db: Database, me: number, conversationId: number, upTo: number): Promise<void> {
  const upToExisting = sql`least(${upTo}::int, (select ${conversations.lastMessageId} from ${conversations} where ${conversations.id} = ${conversationId}))`;
  await db
    .update(conversationMembers)
    .set({
      readUpTo: sql`greatest(${conversationMembers.readUpTo}, ${upToExisting})`,
      deliveredUpTo: sql`greatest(${conversationMembers.deliveredUpTo}, ${upToExisting})`,
    })
    .where(and(eq(conversationMembers.userId, me), eq(conversationMembers.conversationId, conversationId)));
}
