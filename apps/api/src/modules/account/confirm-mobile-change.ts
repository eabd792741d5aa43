import { and, eq, ne } from 'drizzle-orm';
import { say, type Brand, type LocalText } from '@matri/contracts';
import { inLanguage, InvalidInput } from '../platform';
import type { Database } from '../../db/database';
import { users, type UserRow } from '../../db/schema';
import { findSuspendedContacts } from './suspension/suspended-contacts';
import { maskMobile } from './auth/start-sign-up';
import type { SmsSender } from '../platform';
import { mobileCodeRefusal, spendMobileCode } from './spend-mobile-code';

/** Said of a number another account has, and of a suspended member's (in the same words, so neither is told apart). */
export const MOBILE_TAKEN: LocalText = {
  en: 'Another account uses that number now, so your number was not changed.',
  hi: 'वह नंबर अब किसी दूसरे खाते में है, इसलिए आपका नंबर नहीं बदला।',
};

/**
 * Makes the new number the member's with the code sent to it, once: it counts as verified (the member just read a
 * text on it). A number another account or a suspended member has by now is refused.
 */
export async function confirmMobileChange(
  db: Database,
  user: UserRow,
  code: string,
  now = new Date(),
): Promise<string> {
  const outcome = await db.transaction(async (tx): Promise<{ refusal: LocalText } | { mobile: string }> => {
    const spent = await spendMobileCode(tx as unknown as Database, user.id, 'mobile-change', code, now);
    if (spent.outcome !== 'right' || !spent.mobile) return { refusal: mobileCodeRefusal(spent) ?? MOBILE_TAKEN };
    const newMobile = spent.mobile;
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.mobile, newMobile), ne(users.id, user.id)))
      .limit(1);
    if (taken || (await findSuspendedContacts(tx, [newMobile]))(newMobile)) return { refusal: MOBILE_TAKEN };
    return { mobile: newMobile };
  });
  if ('refusal' in outcome) {
    throw new InvalidInput(outcome.refusal, [{ path: ['code'], message: say(outcome.refusal) }]);
  }
  try {
    await db.update(users).set({ mobile: outcome.mobile, isMobileVerified: true }).where(eq(users.id, user.id));
  } catch {
    // Someone signed up with the number in between; the unique index kept it theirs.
    throw new InvalidInput(MOBILE_TAKEN, [{ path: ['code'], message: say(MOBILE_TAKEN) }]);
  }
  return outcome.mobile;
}

/**
 * Tells the old number, so a change nobody asked for does not go unnoticed. Sent after the answer: the change has
 * happened whatever becomes of the text.
 */
export async function sendMobileChangedNotice(sms: SmsSender, user: UserRow, newMobile: string, brand: Brand) {
  const newNumber = maskMobile(newMobile);
  await sms.send(
    inLanguage(user.lang, () => ({
      to: user.mobile,
      text: say({
        en: `The mobile number of your ${brand.name} account is now ${newNumber}. If you did not ask for this, write to us at once: ${brand.contactEmail}.`,
        hi: `आपके ${brand.name} खाते का मोबाइल नंबर अब ${newNumber} है। अगर आपने यह नहीं कहा था, तो तुरंत हमें लिखें: ${brand.contactEmail}।`,
      }),
    })),
  );
}
