import { and, eq, or } from 'drizzle-orm';
import {
  audienceRefusal,
  interestRefusal,
  interestRefusals,
  isInAudience,
  type SendInterest,
  say,
} from '@matri/contracts';
import { planLabel } from '@matri/membership';
import type { Database } from '../../../db/database';
import { interests, profiles, users, type UserRow } from '../../../db/schema';
import { blockState, senderVerification } from '../../visibility';
import { lockMember, Forbidden, InvalidInput, NotFound } from '../../platform';
import { currentPlanOf } from '../../membership';
import { askBeforeSharingContact } from '../messages/ask-before-sharing-contact';
import { interestsSentToday } from './interests-sent-today';

function refuse(message: string, field = 'profileId') {
  return new InvalidInput(message, [{ path: [field], message }]);
}

/**
 * Sends an interest. Refused, each with its reason: to oneself, to a member who is not active or blocked either way, to
 * a member who hears only from members verified beyond what I verified, a second pending one
 * to the same member, one when the other member's interest is waiting for an answer, another after they declined mine,
 * more than the daily allowance. A message with contact details is asked about first, as in a conversation.
 */
export async function sendInterest(db: Database, sender: UserRow, input: SendInterest, now = new Date()) {
  const [receiver] = await db
    .select({ id: users.id, status: users.status, interestAudience: profiles.interestAudience })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.profileCode, input.profileId.toUpperCase()))
    .limit(1);
  if (!receiver || receiver.status !== 'active')
    throw new NotFound({ en: 'There is no member with this profile ID.', hi: 'इस प्रोफ़ाइल ID का कोई सदस्य नहीं है।' });
  if (receiver.id === sender.id) throw refuse('You cannot send an interest to yourself.');
  const block = await blockState(db, sender.id, receiver.id);
  if (block === 'i-blocked') throw refuse('You blocked this member. Unblock them to send an interest.');
  // A member who blocked me does not exist for me.
  if (block === 'blocked-me')
    throw new NotFound({ en: 'There is no member with this profile ID.', hi: 'इस प्रोफ़ाइल ID का कोई सदस्य नहीं है।' });
  if (receiver.interestAudience !== 'anyone' && !isInAudience(receiver.interestAudience, senderVerification(sender))) {
    throw new Forbidden(audienceRefusal('interests', receiver.interestAudience));
  }

  return db.transaction(async (tx) => {
    // One member's sending is serialised, so the daily allowance holds under double clicks.
    await lockMember(tx, 'interests', sender.id);
    const between = await tx
      .select({ senderId: interests.senderId, status: interests.status })
      .from(interests)
      .where(
        or(
          and(eq(interests.senderId, sender.id), eq(interests.receiverId, receiver.id)),
          and(eq(interests.senderId, receiver.id), eq(interests.receiverId, sender.id)),
        ),
      );
    const refusal = interestRefusal(
      between.map((i) => ({ direction: i.senderId === sender.id ? 'sent' : 'received', status: i.status })),
    );
    if (refusal) throw refuse(say(interestRefusals[refusal]));
    // Asked as in a message; an interest may only go where there is no connection, so my details never reach them yet.
    if (input.message) {
      askBeforeSharingContact(input.message, {
        isMyContactShared: false,
        confirmedContactShare: input.confirmedContactShare,
      });
    }
    const { plan } = await currentPlanOf(tx, sender.id, now);
    if ((await interestsSentToday(tx, sender.id, now)) >= plan.interestsPerDay) {
      throw refuse(
        plan.id === 'free'
          ? say({
              en: `The Free plan sends ${plan.interestsPerDay} interests a day. Upgrade for more, or try again tomorrow.`,
              hi: `मुफ़्त प्लान में रोज़ ${plan.interestsPerDay} पसंद भेजी जा सकती हैं। ज़्यादा के लिए अपग्रेड करें, या कल फिर कोशिश करें।`,
            })
          : say({
              en: `Your ${planLabel(plan, 'en')} plan sends ${plan.interestsPerDay} interests a day. Try again tomorrow.`,
              hi: `आपके ${planLabel(plan, 'hi')} प्लान में रोज़ ${plan.interestsPerDay} पसंद भेजी जा सकती हैं। कल फिर कोशिश करें।`,
            }),
        // Named after the plan, so the page can offer the upgrade next to the message.
        'plan',
      );
    }
    const [created] = await tx
      .insert(interests)
      .values({ senderId: sender.id, receiverId: receiver.id, message: input.message || null, createdAt: now })
      .returning();
    return created;
  });
}
