import {
  audienceRefusal,
  say,
  findContactDetails,
  MESSAGES_PER_MINUTE,
  NEW_CONVERSATIONS_PER_DAY,
  type MessageJson,
  type SendMessage,
} from '@matri/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { preparedSql } from '../../../db/prepared-sql';
import { attemptKey, countAttempt, countAttemptStatement, type AttemptCount } from '../../platform';
import { tooManyAttempts, lockMember, Forbidden, TooMany } from '../../platform';
import { currentPlanOf } from '../../membership';
import { notBlockedEitherWay } from '../../visibility';
import { isConnectedTo, isReadOnly, mayMessageSql, toMessage, type MessageRow } from './conversation-member';
import { conversationsStartedToday } from './conversations-started-today';
import { askBeforeSharingContact } from './ask-before-sharing-contact';
import { appendMessage, findConversationId, startConversation, type Transaction } from './conversation-store';
import { findPair } from './find-pair';

/** The conversation of a pair: found, or started by `me` within my plan's daily allowance of new conversations. */
async function conversationFor(tx: Transaction, me: number, otherId: number, now: Date): Promise<number> {
  const existing = await findConversationId(tx, me, otherId);
  if (existing !== null) return existing;
  const { plan } = await currentPlanOf(tx, me, now);
  const allowance = Math.min(plan.newConversationsPerDay, NEW_CONVERSATIONS_PER_DAY);
  if ((await conversationsStartedToday(tx, me, now)) >= allowance) {
    throw new TooMany(
      plan.id === 'free'
        ? say({
            en: `The Free plan starts ${allowance} new conversations a day. Upgrade for more, write to the members you already talk with, or try again tomorrow.`,
            hi: `मुफ़्त प्लान में रोज़ ${allowance} नई बातचीत शुरू की जा सकती हैं। ज़्यादा के लिए अपग्रेड करें, जिनसे पहले से बात हो रही है उन्हें लिखें, या कल फिर कोशिश करें।`,
          })
        : say({
            en: `You can start ${allowance} new conversations a day. Write to the members you already talk with, or try again tomorrow.`,
            hi: `आप रोज़ ${allowance} नई बातचीत शुरू कर सकते हैं। जिनसे पहले से बात हो रही है उन्हें लिखें, या कल फिर कोशिश करें।`,
          }),
      [
        {
          path: ['plan'],
          message: say({ en: 'New conversations for today are used up', hi: 'आज की नई बातचीत पूरी हो चुकी हैं' }),
        },
      ],
    );
  }
  return startConversation(tx, me, otherId, now);
}

/** Spam: a member sends at most this many messages a minute, on any plan. */
const spamLimit = { name: 'messages per member', max: MESSAGES_PER_MINUTE, windowSeconds: 60 };

const writer = sql.placeholder('writer');

/** The attempt as counted, and the message when it was stored (its columns are null when it was not). */
type AppendRow = { hits: number; resetsAt: Date | string } & (
  { id: null } | { id: number; senderId: number; text: string; createdAt: Date | string; otherId: number }
);

const appendQuery = preparedSql<AppendRow>(
  'append_to_open_conversation',
  () => sql`
    with counted as (
      ${countAttemptStatement(sql.placeholder('attemptKey'), sql.raw(String(spamLimit.windowSeconds)))}
    ), pair as (
      select o.id as other_id, c.id as conversation_id
      from profiles p
      join users o on o.id = p.user_id and o.status = 'active'
      join conversations c on c.member_low = least(${writer}::int, o.id) and c.member_high = greatest(${writer}::int, o.id)
      where p.profile_code = ${sql.placeholder('profileCode')}::text and o.id <> ${writer}::int
        and ${isConnectedTo(writer)} and ${notBlockedEitherWay(writer, sql`o.id`)} and ${mayMessageSql(writer)}
    ), sent as (
      insert into messages (conversation_id, sender_id, text, created_at)
      select conversation_id, ${writer}::int, ${sql.placeholder('text')}::text, ${sql.placeholder('now')}::timestamptz
      from pair, counted
      where counted.hits <= ${sql.raw(String(spamLimit.max))}
      returning id, conversation_id, sender_id, text, created_at
    ), moved as (
      update conversations c set last_message_id = greatest(c.last_message_id, sent.id)
      from sent where c.id = sent.conversation_id
    ), seen as (
      update conversation_members m set read_up_to = sent.id, delivered_up_to = sent.id
      from sent where m.conversation_id = sent.conversation_id and m.user_id = ${writer}::int
    )
    select counted.hits, counted."resetsAt",
      sent.id, sent.sender_id as "senderId", sent.text, sent.created_at as "createdAt", pair.other_id as "otherId"
    from counted left join sent on true left join pair on true`,
);

/** A send over the spam limit is refused whichever way it would have gone. */
function refuseOverLimit({ hits, resetsAt }: AttemptCount): void {
  if (hits > spamLimit.max) throw tooManyAttempts(resetsAt);
}

/**
 * Most messages go to a conversation that is open, between two connected members on the site, neither blocking the
 * other: then counting the attempt against the spam limit, checking, storing the message and moving the conversation
 * up take one statement, one write to the database (the many round trips of the full path, and a second commit for
 * the count, cost more than the rest of a send together). Answers no message when any of that does not hold, and
 * then only the attempt is counted; the full path finds out why, or starts the conversation.
 */
async function appendToOpenConversation(
  db: Database,
  sender: number,
  profileCode: string,
  text: string,
  now: Date,
): Promise<{ attempt: AttemptCount; sent: { message: MessageRow; otherId: number } | null }> {
  const [row] = await appendQuery(db).rows({
    attemptKey: attemptKey(spamLimit.name, String(sender)),
    writer: sender,
    profileCode: profileCode.toUpperCase(),
    text,
    now,
  });
  const attempt = { hits: row.hits, resetsAt: new Date(row.resetsAt) };
  if (row.id === null) return { attempt, sent: null };
  const { id, senderId, text: stored, createdAt, otherId } = row;
  return { attempt, sent: { message: { id, senderId, text: stored, createdAt: new Date(createdAt) }, otherId } };
}

/**
 * POST /api/conversations/:profileId/messages. Only between connected members who are both on the site and not
 * blocked either way, to a member whose audience for messages I am in (or who reached out to me first). Contact details in the text, before my own reach the other member, are sent only once I said so.
 * Every attempt counts against the spam limit, whichever way it goes, once.
 */
export async function sendMessage(
  db: Database,
  me: number,
  profileCode: string,
  input: SendMessage,
  now = new Date(),
): Promise<{ message: MessageJson; otherId: number }> {
  if (input.confirmedContactShare || findContactDetails(input.text).length === 0) {
    const { attempt, sent } = await appendToOpenConversation(db, me, profileCode, input.text, now);
    refuseOverLimit(attempt);
    if (sent) {
      // Just written, so the other member has not had it yet; an open conversation takes messages only between
      // connected members.
      const notYetThere = { theirDeliveredUpTo: null, theirReadUpTo: null, isConnected: true };
      return { message: toMessage(sent.message, me, notYetThere), otherId: sent.otherId };
    }
  } else {
    refuseOverLimit(await countAttempt(db, attemptKey(spamLimit.name, String(me)), spamLimit.windowSeconds));
  }
  const pair = await findPair(db, me, profileCode);
  if (isReadOnly(pair)) {
    throw new Forbidden({
      en: 'This member is no longer on the site, so the conversation can only be read.',
      hi: 'यह सदस्य अब साइट पर नहीं हैं, इसलिए बातचीत सिर्फ़ पढ़ी जा सकती है।',
    });
  }
  if (!pair.isConnected) {
    throw new Forbidden({
      en: 'You can write to a member once one of you has accepted the other’s interest.',
      hi: 'जब आप में से कोई दूसरे की पसंद स्वीकार कर ले, तभी आप सदस्य को लिख सकते हैं।',
    });
  }
  if (!pair.mayMessage && pair.messageAudience !== 'anyone') {
    throw new Forbidden(audienceRefusal('messages', pair.messageAudience));
  }
  askBeforeSharingContact(input.text, {
    isMyContactShared: pair.isMyContactShared,
    confirmedContactShare: input.confirmedContactShare,
  });
  const sent = await db.transaction(async (tx) => {
    // One member's sending is serialised, so the daily allowance of new conversations holds under double clicks.
    await lockMember(tx, 'messages', me);
    const conversationId = await conversationFor(tx, me, pair.otherId, now);
    return appendMessage(tx, conversationId, me, input.text, now);
  });
  return { message: toMessage(sent, me, pair), otherId: pair.otherId };
}
