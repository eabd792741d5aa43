import { randomUUID } from 'node:crypto';
import { and, desc, eq, notInArray, or, sql } from 'drizzle-orm';
import {
  MOBILE_CODE_TTL_MINUTES,
  SIGN_UP_PENDING_PER_MOBILE,
  SIGN_UP_RESEND_WAIT_SECONDS,
  say,
  type Language,
  type PendingSignUp,
  type Register,
} from '@matri/contracts';
import type { Database } from '../../../db/database';
import { pendingSignUps, users } from '../../../db/schema';
import { currentLanguage, InvalidInput } from '../../platform';
import { hashMobileCode, newMobileCode } from '../issue-mobile-code';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords';
import type { PasswordHasher } from './password-hashing';
import type { SignUpForm } from './register-member';
import type { SignUpMessages } from './send-sign-up-messages';
import type { SignUpText } from './send-sign-up-text';
import { countSignUpText } from './sign-up-caps';
import type { TakenContact } from './tell-owners-of-sign-up-attempt';

/** +91 98•••••210: enough for the visitor to recognise the number they typed, and no more on a shared screen. */
export function maskMobile(mobile: string): string {
  const digits = mobile.slice(-10);
  return `+91 ${digits.slice(0, 2)}${'•'.repeat(5)}${digits.slice(-3)}`;
}

/** The answer to a sign-up waiting for its code, the same for every one. */
export function pendingAnswer(id: string, mobile: string): PendingSignUp {
  return { pendingId: id, mobile: maskMobile(mobile), resendInSeconds: SIGN_UP_RESEND_WAIT_SECONDS };
}

/** The accounts that already hold a sign-up's e-mail or mobile, each with its language. */
export async function findContactOwners(
  db: Pick<Database, 'select'>,
  email: string,
  mobile: string,
): Promise<{ email: TakenContact | null; mobile: TakenContact | null }> {
  const rows = await db
    .select({ email: users.email, mobile: users.mobile, lang: users.lang })
    .from(users)
    .where(or(sql`lower(${users.email}) = ${email.toLowerCase()}`, eq(users.mobile, mobile)));
  const emailOwner = rows.find((row) => row.email.toLowerCase() === email.toLowerCase());
  const mobileOwner = rows.find((row) => row.mobile === mobile);
  return {
    email: emailOwner ? { address: emailOwner.email, language: emailOwner.lang } : null,
    mobile: mobileOwner ? { address: mobileOwner.mobile, language: mobileOwner.lang } : null,
  };
}

/**
 * What a sign-up's mobile is sent: a notice to its owner when it has an account, otherwise a code. A suspended
 * member's e-mail or mobile gets its code like any other and is refused at the code step as a taken one is
 * (confirm-sign-up.ts): a code withheld would tell whoever typed the e-mail that it was a suspended member's.
 */
export function signUpTextFor(mobileOwner: TakenContact | null, language: Language): SignUpText {
  return mobileOwner ? { owner: mobileOwner } : { code: newMobileCode(), language };
}

/** A number keeps its newest few sign-ups: each waiting sign-up is one more code to guess at. */
async function dropOlderSignUps(db: Database, mobile: string): Promise<void> {
  const newest = db
    .select({ id: pendingSignUps.id })
    .from(pendingSignUps)
    .where(eq(pendingSignUps.mobile, mobile))
    .orderBy(desc(pendingSignUps.sentAt))
    .limit(SIGN_UP_PENDING_PER_MOBILE);
  await db.delete(pendingSignUps).where(and(eq(pendingSignUps.mobile, mobile), notInArray(pendingSignUps.id, newest)));
}

/**
 * Keeps a sign-up until the code sent to its mobile comes back, and says what to send. Whether the e-mail or mobile
 * already has an account changes only what is sent afterwards (a code, or a notice to the owner): the same writes
 * happen and the same answer comes, so the answer tells no one who is a member.
 */
export async function startSignUp(
  db: Database,
  passwords: PasswordHasher,
  input: Register,
  now = new Date(),
): Promise<{ answer: PendingSignUp; messages: SignUpMessages }> {
  if (isCommonPassword(input.password)) {
    throw new InvalidInput(COMMON_PASSWORD_MESSAGE, [{ path: ['password'], message: say(COMMON_PASSWORD_MESSAGE) }]);
  }
  const passwordHash = await passwords.hash(input.password);
  const owners = await findContactOwners(db, input.email, input.mobile);
  const id = randomUUID();
  const language = input.language ?? currentLanguage();
  // A code exists only when its text goes: a mobile that has an account gets a notice, and one past its texts for the
  // day nothing, so neither sign-up keeps a hash a guess could match. The count is one statement before the row is
  // written, so the row and the send agree however many sign-ups name the number at once.
  const isTextSent = (await countSignUpText(db, input.mobile)).isWithinCap;
  const text = isTextSent ? signUpTextFor(owners.mobile, language) : null;
  const form: SignUpForm = {
    profileFor: input.profileFor,
    fullName: input.fullName,
    gender: input.gender,
    dateOfBirth: input.dateOfBirth,
    religion: input.religion,
    motherTongue: input.motherTongue,
    language,
  };
  await db.insert(pendingSignUps).values({
    id,
    email: input.email,
    mobile: input.mobile,
    passwordHash,
    form,
    codeHash: text && 'code' in text ? hashMobileCode(id, text.code) : null,
    sentAt: now,
    expiresAt: new Date(now.getTime() + MOBILE_CODE_TTL_MINUTES * 60_000),
  });
  await dropOlderSignUps(db, input.mobile);
  return {
    answer: pendingAnswer(id, input.mobile),
    messages: { mobile: input.mobile, text, emailOwner: owners.email },
  };
}
