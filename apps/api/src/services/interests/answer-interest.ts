import { and, eq } from 'drizzle-orm';
import type { InterestAnswer } from '@matri/contracts';
import type { Database } from '../../db/database';
import { interests, type UserRow } from '../../db/schema';
import { notFound, validationError } from '../../http/api-error';

const statusOf = { accept: 'accepted', decline: 'declined', withdraw: 'withdrawn' } as const;

/**
 * Accept or decline (the receiver) or withdraw (the sender) a pending interest. Anyone else's interest is "not found",
 * so ids cannot be probed; an interest already answered says so.
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
  if (!interest || !isMine) throw notFound('You have no interest with this id to answer.');
  if (interest.status !== 'pending') {
    const message = `This interest was already ${interest.status}.`;
    throw validationError(message, [{ path: ['id'], message }]);
  }
  const [updated] = await db
    .update(interests)
    .set({ status: statusOf[answer], respondedAt: now })
    .where(and(eq(interests.id, interestId), eq(interests.status, 'pending')))
    .returning();
  if (!updated) {
    const message = 'This interest was answered a moment ago.';
    throw validationError(message, [{ path: ['id'], message }]);
  }
  return updated;
}
