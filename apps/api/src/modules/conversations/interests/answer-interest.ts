import { and, eq } from 'drizzle-orm';
import { type InterestAnswer } from '@matri/contracts';
import type { Database } from '../../../db/database';
import { interests, type UserRow } from '../../../db/schema';
import { currentPlanOf } from '../../membership';
import { appendMessage, findConversationId, startConversation, type Transaction } from '../messages/conversation-store';
import { InvalidInput, NotFound } from '../../platform';

const statusOf = { accept: 'accepted', decline: 'declined', withdraw: 'withdrawn' } as const;

/**
 * Accept or decline (the receiver) or withdraw (the sender) a pending interest. Anyone else's interest is "not found",
 * so ids cannot be probed; an interest already answered says so. Accepting may open the conversation with the
 * interest's message in it.
 */
export async function answerInterest(
  db: Database,
  member: UserRow,
  interestId: number,
  answer: InterestAnswer,
  now = new Date(),
) {
  const [interest] = await db.select().from(interests).where(eq(interests.id, interestId)).limit(1);
  const isMine =
    interest && (answer === 'withdraw' ? interest.senderId === member.id : interest.receiverId === member.id);
  if (!interest || !isMine)
    throw new NotFound({
      en: 'You have no interest with this id to answer.',
      hi: 'इस ID की कोई पसंद आपके पास जवाब देने के लिए नहीं है।',
    });
  if (interest.status !== 'pending') {
    const message = `This interest was already ${interest.status}.`;
    throw new InvalidInput(message, [{ path: ['id'], message }]);
  }
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(interests)
      .set({ status: statusOf[answer], respondedAt: now })
      .where(and(eq(interests.id, interestId), eq(interests.status, 'pending')))
      .returning();
    if (!updated) {
      const message = 'This interest was answered a moment ago.';
      throw new InvalidInput(message, [{ path: ['id'], message }]);
    }
    if (updated.status === 'accepted') await openWithInterestMessage(tx, updated, now);
    return updated;
  });
}

/**
 * A sender whose plan starts conversations has their interest's message become the first message of the
 * conversation the acceptance opens (as written, at the time it was sent); on other plans it stays a note.
 */
async function openWithInterestMessage(tx: Transaction, interest: typeof interests.$inferSelect, now: Date) {
  if (!interest.message) return;
  const { plan } = await currentPlanOf(tx, interest.senderId, now);
  if (!plan.canStartConversations) return;
  if ((await findConversationId(tx, interest.senderId, interest.receiverId)) !== null) return;
  const conversationId = await startConversation(tx, interest.senderId, interest.receiverId, now);
  await appendMessage(tx, conversationId, interest.senderId, interest.message, interest.createdAt);
}
