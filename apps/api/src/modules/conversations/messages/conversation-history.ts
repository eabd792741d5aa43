import { and, desc, eq, lt } from 'drizzle-orm';
import { MESSAGES_PAGE_SIZE, type ConversationJson } from '@matri/contracts';
import type { Database } from '../../../db/database';
import { messages } from '../../../db/schema';
import { isReadOnly, toConversationMember, toMessage } from './conversation-member';
import { findPair } from './find-pair';
import { markDelivered } from './mark-conversation';
import { NotFound } from '../../platform';

/**
 * GET /api/conversations/:profileId: the latest messages (or those before `cursor`), oldest first. A connected active
 * member with no messages yet opens an empty conversation to write in; anyone else without one is not found.
 */
export async function conversationHistory(
  db: Database,
  me: number,
  profileCode: string,
  cursor?: number,
): Promise<ConversationJson> {
  const pair = await findPair(db, me, profileCode);
  const member = toConversationMember(pair, me);
  const base = { member, isReadOnly: isReadOnly(pair), isMyContactShared: pair.isMyContactShared };
  if (pair.conversationId === null) {
    if (!pair.isConnected || isReadOnly(pair))
      throw new NotFound({ en: 'You have no conversation with this member.', hi: 'इस सदस्य से आपकी कोई बातचीत नहीं है।' });
    return { ...base, messages: [], olderCursor: null };
  }
  const rows = await db
    .select({ id: messages.id, senderId: messages.senderId, text: messages.text, createdAt: messages.createdAt })
    .from(messages)
    .where(and(eq(messages.conversationId, pair.conversationId), cursor ? lt(messages.id, cursor) : undefined))
    .orderBy(desc(messages.id))
    .limit(MESSAGES_PAGE_SIZE + 1);
  const oldestFirst = rows.slice(0, MESSAGES_PAGE_SIZE).reverse();
  if (!cursor) await markDelivered(db, me, [pair.conversationId]);
  return {
    ...base,
    messages: oldestFirst.map((message) => toMessage(message, me, pair)),
    olderCursor: rows.length > MESSAGES_PAGE_SIZE ? oldestFirst[0].id : null,
  };
}
