import { sql } from 'drizzle-orm';
import {
  SIGN_UP_MAILS_PER_EMAIL_PER_DAY,
  SIGN_UP_TEXTS_PER_MOBILE_PER_DAY,
  SIGN_UP_WRONG_CODES_PER_MOBILE_PER_DAY,
} from '@matri/contracts';
import type { Database } from '../../../db/database';
import { attemptKey, countAttempt, countAttemptStatement } from '../../platform';

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

const wrongCodesKey = (mobile: string) => attemptKey('sign-up wrong codes per mobile', mobile);

/**
 * Counts a code tried for one of a mobile's sign-ups against the number's wrong codes for the day. Run in the
 * transaction that checks the code: the counter's row stays locked until it ends, so tries on the number's sign-ups
 * at the same moment are counted one after another and none slips past the cap. A right code is taken back
 * (`uncountSignUpCodeTry`): only wrong ones count.
 */
export async function countSignUpCodeTry(tx: Pick<Database, 'execute'>, mobile: string): Promise<SignUpMessageCount> {
  const counted = await tx.execute(countAttemptStatement(sql`${wrongCodesKey(mobile)}`, sql`${DAY_SECONDS}`));
  const [{ hits, resetsAt }] = (counted as unknown as { rows: { hits: number; resetsAt: Date | string }[] }).rows;
  return { isWithinCap: hits <= SIGN_UP_WRONG_CODES_PER_MOBILE_PER_DAY, resetsAt: new Date(resetsAt) };
}

export async function uncountSignUpCodeTry(tx: Pick<Database, 'execute'>, mobile: string): Promise<void> {
  await tx.execute(sql`update attempt_counters set hits = hits - 1 where key = ${wrongCodesKey(mobile)}`);
}
