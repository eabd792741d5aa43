import {
  CONTACT_SHARE_QUESTION,
  findContactDetails,
  NEW_CONVERSATIONS_PER_DAY,
  type MessageJson,
  type SendMessage,
} from '@matri/contracts';
import type { Database } from '../../db/database';
import { ApiError, forbidden } from '../../http/api-error';
import { lockMember } from '../locks/lock-member';
import { currentPlanOf } from '../membership/current-plan';
import { isReadOnly, toMessage } from './conversation-member';
import { conversationsStartedToday } from './conversations-started-today';
import { appendMessage, findConversationId, startConversation, type Transaction } from './conversation-store';
import { findPair } from './find-pair';
import { heldByReports } from './held-by-reports';

/** The conversation of a pair: found, or started by `me` within my plan's daily allowance of new conversations. */
async function conversationFor(tx: Transaction, me: number, otherId: number, now: Date): Promise<number> {
  const existing = await findConversationId(tx, me, otherId);
  if (existing !== null) return existing;
  const held = await heldByReports(tx, [me, otherId], now);
  if (held.has(me)) {
    throw forbidden('You cannot start new conversations while our team looks into reports about your profile.');
  }
  if (held.has(otherId)) throw forbidden('This member cannot receive new conversations right now.');
  const { plan } = await currentPlanOf(tx, me, now);
  const allowance = Math.min(plan.newConversationsPerDay, NEW_CONVERSATIONS_PER_DAY);
  if ((await conversationsStartedToday(tx, me, now)) >= allowance) {
    throw new ApiError(
      429,
      'RateLimitError',
      plan.id === 'free'
        ? `The Free plan starts ${allowance} new conversations a day. Upgrade for more, write to the members you already talk with, or try again tomorrow.`
        : `You can start ${allowance} new conversations a day. Write to the members you already talk with, or try again tomorrow.`,
      [{ path: ['plan'], message: 'New conversations for today are used up' }],
    );
  }
  return startConversation(tx, me, otherId, now);
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
    return appendMessage(tx, conversationId, me, input.text, now);
  });
  return { message: toMessage(sent, me, pair), otherId: pair.otherId };
}
