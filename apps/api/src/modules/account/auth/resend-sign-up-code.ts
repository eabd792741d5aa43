import { and, eq, gt, lte } from 'drizzle-orm';
import {
  MOBILE_CODE_TTL_MINUTES,
  SIGN_UP_RESEND_WAIT_SECONDS,
  say,
  type LocalText,
  type PendingSignUp,
} from '@matri/contracts';
import type { Database } from '../../../db/database';
import { pendingSignUps } from '../../../db/schema';
import { hashMobileCode } from '../issue-mobile-code';
import { tooManyAttempts, InvalidInput, TooMany } from '../../platform';
import { SIGN_UP_ENDED } from './confirm-sign-up';
import type { SignUpForm } from './register-member';
import type { SignUpText } from './send-sign-up-text';
import { countSignUpText } from './sign-up-caps';
import { findContactOwners, pendingAnswer, signUpTextFor } from './start-sign-up';

/**
 * Said only to whoever asks for another code: the texts a number may get in a day are used up. It tells how many
 * sign-ups named the number today, not whether it has an account (codes and notices to an owner count alike).
 */
export const TEXTS_USED_UP: LocalText = {
  en: 'We have sent the most codes we can today for this number; try tomorrow.',
  hi: 'इस नंबर पर आज जितने कोड भेजे जा सकते थे, भेज दिए गए हैं; कल फिर कोशिश करें।',
};

/**
 * Sends a sign-up waiting for its code another one (the earlier stops working), or its mobile's owner the notice
 * again, within the number's texts for the day; the sign-up gets ten more minutes. Wrong codes already spent stay
 * spent.
 */
export async function resendSignUpCode(
  db: Database,
  pendingId: string,
  now = new Date(),
): Promise<{ answer: PendingSignUp; mobile: string; text: SignUpText }> {
  const [pending] = await db
    .select()
    .from(pendingSignUps)
    .where(and(eq(pendingSignUps.id, pendingId), gt(pendingSignUps.expiresAt, now)));
  if (!pending) throw new InvalidInput(SIGN_UP_ENDED, [{ path: ['pendingId'], message: say(SIGN_UP_ENDED) }]);
  const earliest = new Date(pending.sentAt.getTime() + SIGN_UP_RESEND_WAIT_SECONDS * 1000);
  if (earliest > now) throw tooManyAttempts(earliest, now.getTime());
  const texts = await countSignUpText(db, pending.mobile);
  if (!texts.isWithinCap) {
    const seconds = Math.max(1, Math.ceil((texts.resetsAt.getTime() - now.getTime()) / 1000));
    throw new TooMany(TEXTS_USED_UP, [], seconds);
  }
  const owner = (await findContactOwners(db, pending.email, pending.mobile)).mobile;
  const { language } = pending.form as SignUpForm;
  const text = signUpTextFor(owner, language);
  // Conditional on the last send, so two resends at the same moment send one text.
  const updated = await db
    .update(pendingSignUps)
    .set({
      codeHash: 'code' in text ? hashMobileCode(pending.id, text.code) : null,
      sentAt: now,
      expiresAt: new Date(now.getTime() + MOBILE_CODE_TTL_MINUTES * 60_000),
    })
    .where(and(eq(pendingSignUps.id, pending.id), lte(pendingSignUps.sentAt, pending.sentAt)))
    .returning({ id: pendingSignUps.id });
  if (updated.length === 0) {
    throw tooManyAttempts(new Date(now.getTime() + SIGN_UP_RESEND_WAIT_SECONDS * 1000), now.getTime());
  }
  return { answer: pendingAnswer(pending.id, pending.mobile), mobile: pending.mobile, text };
}
