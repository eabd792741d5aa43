import { say, type ChangeMobile, type LocalText } from '@matri/contracts';
import type { UserRow } from '../../db/schema';
import type { PasswordHasher } from './auth/password-hashing';
import { InvalidInput } from '../platform';

const WRONG_PASSWORD: LocalText = {
  en: 'That is not your password.',
  hi: 'यह आपका पासवर्ड नहीं है।',
};
const ALREADY_YOURS: LocalText = {
  en: 'This is already your mobile number.',
  hi: 'यह पहले से ही आपका मोबाइल नंबर है।',
};

/**
 * Checks a mobile change before its code is sent (sendMobileChangeCode, after the answer): the password, so a session
 * left open cannot move the account onto another phone, and that the number is a new one. Nothing here looks at who
 * else has the number, so the answer is the same for a free and a taken one.
 */
export async function requestMobileChange(
  passwords: PasswordHasher,
  user: UserRow,
  input: ChangeMobile,
): Promise<void> {
  if (!(await passwords.verify(user.passwordHash, input.password))) {
    throw new InvalidInput(WRONG_PASSWORD, [{ path: ['password'], message: say(WRONG_PASSWORD) }]);
  }
  if (input.newMobile === user.mobile) {
    throw new InvalidInput(ALREADY_YOURS, [{ path: ['newMobile'], message: say(ALREADY_YOURS) }]);
  }
}
