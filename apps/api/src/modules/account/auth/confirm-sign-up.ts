import { eq } from 'drizzle-orm';
import { MOBILE_CODE_MAX_ATTEMPTS, say, type LocalText, type SignUpCode } from '@matri/contracts';
import type { Database } from '../../../db/database';
import { pendingSignUps, type ProfileRow, type UserRow } from '../../../db/schema';
import { hashMobileCode } from '../issue-mobile-code';
import { registerMember, type SignUpForm } from './register-member';
import { countSignUpCodeTry, uncountSignUpCodeTry } from './sign-up-caps';
import { suspendedContacts } from '../suspension/suspended-contacts';
import { findContactOwners } from './start-sign-up';
import { InvalidInput, TooMany } from '../../platform';

/** A sign-up that is unknown, expired, finished or ended by wrong codes: one answer for all. */
export const SIGN_UP_ENDED: LocalText = {
  en: 'This sign-up has ended or its code has expired. Fill in the sign-up form again.',
  hi: 'यह साइन अप ख़त्म हो गया है या इसका कोड पुराना हो गया है। साइन अप फ़ॉर्म फिर से भरें।',
};

export const TOO_MANY_WRONG_CODES: LocalText = {
  en: 'Too many wrong codes: this sign-up has ended. Fill in the sign-up form again.',
  hi: 'बहुत बार ग़लत कोड डाला गया, इसलिए यह साइन अप ख़त्म हो गया। साइन अप फ़ॉर्म फिर से भरें।',
};

function wrongCode(left: number): LocalText {
  return {
    en: `That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.`,
    hi: `यह कोड सही नहीं है। ${left} ${left === 1 ? 'कोशिश' : 'कोशिशें'} बाकी ${left === 1 ? 'है' : 'हैं'}।`,
  };
}

/**
 * Only someone who received the code gets this far, so the mobile is theirs; the e-mail address may still belong to
 * another account. Saying so tells whether that address is a member's, but only to the owner of a mobile number and
 * only as often as the day's texts to that number allow.
 */
export const EMAIL_HAS_ACCOUNT: LocalText = {
  en: 'An account could not be made with this e-mail address. If it is yours, log in or choose a new password; otherwise sign up again with another e-mail address.',
  hi: 'इस ई-मेल पते से खाता नहीं बन सका। अगर यह पता आपका है, तो लॉग इन करें या नया पासवर्ड चुनें; नहीं तो किसी दूसरे ई-मेल पते से फिर से साइन अप करें।',
};

export const MOBILE_HAS_ACCOUNT: LocalText = {
  en: 'This mobile number already has an account. Log in, or choose a new password if you have forgotten it.',
  hi: 'इस मोबाइल नंबर पर पहले से खाता है। लॉग इन करें, या पासवर्ड भूल गए हों तो नया पासवर्ड चुनें।',
};

/** Said once a number's wrong codes for the day are used up: no code for it is taken until the counter resets. */
export const TOO_MANY_WRONG_CODES_TODAY: LocalText = {
  en: 'Too many wrong codes have been tried for this mobile number today. Try again tomorrow.',
  hi: 'आज इस मोबाइल नंबर के लिए बहुत बार ग़लत कोड डाले गए हैं। कल फिर कोशिश करें।',
};

type Outcome =
  | { account: { user: UserRow; profile: ProfileRow } }
  | { refusal: LocalText; field: 'code' | 'email' }
  | { limitedUntil: Date };

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505';

/**
 * A suspended member's contact is refused as a taken one, in the same words: a suspension outlives the account it was
 * on, and the holder of the number learns only that it cannot be used.
 */
async function refusalForTakenContact(
  db: Pick<Database, 'select'>,
  email: string,
  mobile: string,
): Promise<Outcome | null> {
  const owners = await findContactOwners(db, email, mobile);
  const suspended = await suspendedContacts(db, email, mobile);
  if (owners.mobile || suspended.mobile) return { refusal: MOBILE_HAS_ACCOUNT, field: 'code' };
  if (owners.email || suspended.email) return { refusal: EMAIL_HAS_ACCOUNT, field: 'email' };
  return null;
}

/**
 * Finishes a sign-up with the code sent to its mobile: the account is made (the mobile counted as verified: the code
 * proved it) and the sign-up is gone, in one transaction, so the same code posted twice makes one account. A wrong
 * code spends one of the sign-up's few tries, the last one ends it, and one of its number's wrong codes for the day,
 * after which no code for the number is taken that day, however many sign-ups name it.
 */
export async function confirmSignUp(
  db: Database,
  input: SignUpCode,
  profileIdPrefix: string,
  now = new Date(),
): Promise<{ user: UserRow; profile: ProfileRow }> {
  const proved: { contacts?: { email: string; mobile: string } } = {};
  const attempt = () =>
    db.transaction(async (tx): Promise<Outcome> => {
      const [pending] = await tx
        .select()
        .from(pendingSignUps)
        .where(eq(pendingSignUps.id, input.pendingId))
        .for('update');
      if (!pending || pending.expiresAt <= now) return { refusal: SIGN_UP_ENDED, field: 'code' };
      const tries = await countSignUpCodeTry(tx, pending.mobile);
      if (!tries.isWithinCap) return { limitedUntil: tries.resetsAt };
      if (pending.codeHash === null || pending.codeHash !== hashMobileCode(pending.id, input.code)) {
        const attempts = pending.attempts + 1;
        if (attempts >= MOBILE_CODE_MAX_ATTEMPTS) {
          await tx.delete(pendingSignUps).where(eq(pendingSignUps.id, pending.id));
          return { refusal: TOO_MANY_WRONG_CODES, field: 'code' };
        }
        await tx.update(pendingSignUps).set({ attempts }).where(eq(pendingSignUps.id, pending.id));
        return { refusal: wrongCode(MOBILE_CODE_MAX_ATTEMPTS - attempts), field: 'code' };
      }
      await uncountSignUpCodeTry(tx, pending.mobile);
      proved.contacts = { email: pending.email, mobile: pending.mobile };
      await tx.delete(pendingSignUps).where(eq(pendingSignUps.id, pending.id));
      const taken = await refusalForTakenContact(tx, pending.email, pending.mobile);
      if (taken) return taken;
      const account = await registerMember(
        tx,
        {
          email: pending.email,
          mobile: pending.mobile,
          passwordHash: pending.passwordHash,
          form: pending.form as SignUpForm,
          isMobileVerified: true,
        },
        profileIdPrefix,
      );
      return { account };
    });
  const outcome = await attempt().catch(async (error: unknown) => {
    // Another sign-up with the same contact finished at the same moment: the unique indexes decided.
    const { contacts } = proved;
    const taken =
      contacts && isUniqueViolation(error) ? await refusalForTakenContact(db, contacts.email, contacts.mobile) : null;
    if (taken) return taken;
    throw error;
  });
  if ('limitedUntil' in outcome) {
    const seconds = Math.max(1, Math.ceil((outcome.limitedUntil.getTime() - now.getTime()) / 1000));
    throw new TooMany(TOO_MANY_WRONG_CODES_TODAY, [], seconds);
  }
  if ('refusal' in outcome) {
    const message = say(outcome.refusal);
    throw new InvalidInput(message, [{ path: [outcome.field], message }]);
  }
  return outcome.account;
}
