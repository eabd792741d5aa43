import { sql } from 'drizzle-orm';
import { CONVERSATIONS_PAGE_SIZE, type ConversationPageJson } from '@matri/contracts';
import type { Database } from '../../../db/database';
import { isReadOnly, toConversationMember, toMessage } from './conversation-member';
import { findConversations } from './find-conversations';
import { markDelivered } from './mark-conversation';

/**
 * GET /api/conversations: my conversations, the latest message first, a page after `cursor` (a last message id).
 * Listing them is how their messages reach my page, so it marks what it shows as delivered.
 */
export async function listConversations(db: Database, me: number, cursor?: number): Promise<ConversationPageJson> {
  const rows = await findConversations(
    db,
    me,
    sql`c.last_message_id > 0 and c.last_message_id < ${cursor ?? 2_147_483_647}`,
    CONVERSATIONS_PAGE_SIZE + 1,
  );
  const page = rows.slice(0, CONVERSATIONS_PAGE_SIZE);
  await markDelivered(
    db,
    me,
    page.map((row) => row.conversationId),
  );
  return {
    results: page.flatMap((row) =>
      row.last
        ? [
            {
              member: toConversationMember(row, me),
              lastMessage: toMessage({ ...row.last, createdAt: new Date(row.last.createdAt) }, me, row),
              unread: row.unread,
              isReadOnly: isReadOnly(row),
            },
          ]
        : [],
    ),
    nextCursor: rows.length > CONVERSATIONS_PAGE_SIZE ? page[page.length - 1].lastMessageId : null,
  };
}
