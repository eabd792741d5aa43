import { SIGN_UP_MAILS_PER_EMAIL_PER_DAY, SIGN_UP_TEXTS_PER_MOBILE_PER_DAY } from '@matri/contracts';
import type { Database } from '../../db/database';
import { attemptKey, countAttempt } from '../limits/count-attempt';

const DAY_SECONDS = 24 * 60 * 60;

/** One count of a day's allowance of sign-up messages to one contact. */
export interface SignUpMessageCount {
  isWithinCap: boolean;
  resetsAt: Date;
}

async function countMessage(db: Database, name: string, contact: string, max: number): Promise<SignUpMessageCount> {
  const { hits, resetsAt } = await countAttempt(db, attemptKey(name, contact), DAY_SECONDS);
  return { isWithinCap: hits <= max, resetsAt };
}

/** Counts a text (a code or a notice to its owner) to a mobile number: codes and notices share one day's allowance. */
export function countSignUpText(db: Database, mobile: string): Promise<SignUpMessageCount> {
  return countMessage(db, 'sign-up texts per mobile', mobile, SIGN_UP_TEXTS_PER_MOBILE_PER_DAY);
}

/** Counts a mail to the owner of an e-mail address a sign-up gave. */
export function countSignUpMail(db: Database, email: string): Promise<SignUpMessageCount> {
  return countMessage(db, 'sign-up mails per e-mail', email.toLowerCase(), SIGN_UP_MAILS_PER_EMAIL_PER_DAY);
}
