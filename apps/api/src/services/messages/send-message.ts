import { and, count, eq, gte, sql } from 'drizzle-orm';
import {
  CONTACT_SHARE_QUESTION,
  findContactDetails,
  NEW_CONVERSATIONS_PER_DAY,
  type MessageJson,
  type SendMessage,
} from '@matri/contracts';
import type { Database } from '../../db/database';
import { conversationMembers, conversations, messages } from '../../db/schema';
import { ApiError, forbidden } from '../../http/api-error';
import { lockMember } from '../locks/lock-member';
import { isReadOnly, toMessage } from './conversation-member';
import { findPair } from './find-pair';
import { heldByReports } from './held-by-reports';

const DAY_MS = 24 * 60 * 60 * 1000;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The conversation of a pair: found, or started by `me` within my daily allowance of new conversations. */
async function conversationFor(tx: Transaction, me: number, otherId: number, now: Date): Promise<number> {
  const [low, high] = me < otherId ? [me, otherId] : [otherId, me];
  const pairIs = and(eq(conversations.memberLow, low), eq(conversations.memberHigh, high));
  const [existing] = await tx.select({ id: conversations.id }).from(conversations).where(pairIs);
  if (existing) return existing.id;
  const [{ started }] = await tx
    .select({ started: count() })
    .from(conversations)
    .where(and(eq(conversations.startedBy, me), gte(conversations.createdAt, new Date(now.getTime() - DAY_MS))));
  const held = await heldByReports(tx, [me, otherId], now);
  if (held.has(me)) {
    throw forbidden('You cannot start new conversations while our team looks into reports about your profile.');
  }
  if (held.has(otherId)) throw forbidden('This member cannot receive new conversations right now.');
  if (started >= NEW_CONVERSATIONS_PER_DAY) {
    throw new ApiError(
      429,
      'RateLimitError',
      `You can start ${NEW_CONVERSATIONS_PER_DAY} new conversations a day. Write to the members you already talk with, or try again tomorrow.`,
    );
  }
  // The other member may be starting it at this very moment: then theirs is the one.
  const [created] = await tx
    .insert(conversations)
    .values({ memberLow: low, memberHigh: high, startedBy: me, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: conversations.id });
  const id = created?.id ?? (await tx.select({ id: conversations.id }).from(conversations).where(pairIs))[0].id;
  await tx
    .insert(conversationMembers)
    .values([
      { conversationId: id, userId: me },
      { conversationId: id, userId: otherId },
    ])
    .onConflictDoNothing();
  return id;
}

/**
 * POST /api/conversations/:profileId/messages. Only between connected members who are both on the site and not
 * blocked either way. Contact details in the text, before my own reach the other member, are sent only once I said so.
 */
export async function sendMessage(
  db: Database,
  me: number,
  profileCode: string,
  input: SendMessage,
  now = new Date(),
): Promise<{ message: MessageJson; otherId: number }> {
  const pair = await findPair(db, me, profileCode);
  if (isReadOnly(pair)) {
    throw forbidden('This member is no longer on the site, so the conversation can only be read.');
  }
  if (!pair.isConnected) {
    throw forbidden('You can write to a member once one of you has accepted the other’s interest.');
  }
  if (!pair.isMyContactShared && !input.confirmedContactShare && findContactDetails(input.text).length > 0) {
    throw new ApiError(409, 'ConflictError', CONTACT_SHARE_QUESTION, [
      { path: ['confirmedContactShare'], message: CONTACT_SHARE_QUESTION },
    ]);
  }
  const sent = await db.transaction(async (tx) => {
    // One member's sending is serialised, so the daily allowance of new conversations holds under double clicks.
    await lockMember(tx, 'messages', me);
    const conversationId = await conversationFor(tx, me, pair.otherId, now);
    const [message] = await tx
      .insert(messages)
      .values({ conversationId, senderId: me, text: input.text, createdAt: now })
      .returning({ id: messages.id, senderId: messages.senderId, text: messages.text, createdAt: messages.createdAt });
    await tx
      .update(conversations)
      .set({ lastMessageId: sql`greatest(${conversations.lastMessageId}, ${message.id})` })
      .where(eq(conversations.id, conversationId));
    // Writing means I have seen the conversation so far.
    await tx
      .update(conversationMembers)
      .set({ readUpTo: message.id, deliveredUpTo: message.id })
      .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, me)));
    return message;
  });
  return { message: toMessage(sent, me, pair), otherId: pair.otherId };
}
