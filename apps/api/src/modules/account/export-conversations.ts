import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { conversationMembers, conversations, messages, profiles } from '../../db/schema';

/**
 * The member's conversations for their data export: the other member by profile ID (null once erased), and every
 * message either side wrote, oldest first.
 */
export async function exportConversations(db: Database, me: number) {
  const rows = await db
    .select({
      conversationId: conversations.id,
      startedAt: conversations.createdAt,
      profileId: profiles.profileCode,
      message: { fromMe: sql<boolean>`${messages.senderId} = ${me}`, text: messages.text, sentAt: messages.createdAt },
    })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .leftJoin(
      profiles,
      eq(
        profiles.userId,
        sql`case when ${conversations.memberLow} = ${me} then ${conversations.memberHigh} else ${conversations.memberLow} end`,
      ),
    )
    .innerJoin(messages, eq(messages.conversationId, conversations.id))
    .where(eq(conversationMembers.userId, me))
    .orderBy(asc(conversations.id), asc(messages.id));
  const byConversation = new Map<
    number,
    { profileId: string | null; startedAt: Date; messages: (typeof rows)[number]['message'][] }
  >();
  for (const row of rows) {
    const conversation = byConversation.get(row.conversationId) ?? {
      profileId: row.profileId,
      startedAt: row.startedAt,
      messages: [],
    };
    conversation.messages.push(row.message);
    byConversation.set(row.conversationId, conversation);
  }
  return [...byConversation.values()];
}
