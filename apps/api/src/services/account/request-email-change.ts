import { sql } from 'drizzle-orm';
import { endpoints, endpointUrl, say, type Brand, type ChangeEmail, type LocalText } from '@matri/contracts';
import { inLanguage } from '../../http/request-language';
import { greeting, signature } from '../mail/mail-words';
import type { Database } from '../../db/database';
import { users, type UserRow } from '../../db/schema';
import { validationError } from '../../http/api-error';
import { issueOneTimeToken } from '../auth/one-time-tokens';
import { verifyPassword } from '../auth/password-hashing';
import type { Mailer } from '../mail/mailer';

const WRONG_PASSWORD: LocalText = {
  en: 'That is not your password.',
  hi: 'यह आपका पासवर्ड नहीं है।',
};
const TAKEN: LocalText = {
  en: 'An account with this e-mail address already exists.',
  hi: 'इस ई-मेल पते से पहले ही एक खाता है।',
};

/**
 * Starts an e-mail change: nothing changes until the link sent to the new address is followed, so a typo or an
 * address the member does not own never takes over the account's mail.
 */
export async function requestEmailChange(
  db: Database,
  mailer: Mailer,
  user: UserRow,
  input: ChangeEmail,
  options: { publicUrl: string; brand: Brand },
): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw validationError(say(WRONG_PASSWORD), [{ path: ['password'], message: say(WRONG_PASSWORD) }]);
  }
  if (input.newEmail === user.email.toLowerCase()) {
    const message = 'This is already your e-mail address.';
    throw validationError(message, [{ path: ['newEmail'], message }]);
  }
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${input.newEmail}`)
    .limit(1);
  if (taken) throw validationError(say(TAKEN), [{ path: ['newEmail'], message: say(TAKEN) }]);
  const token = await issueOneTimeToken(db, user.id, 'email-change', new Date(), input.newEmail);
  const link = `${options.publicUrl}${endpointUrl(endpoints.account.confirmEmailChange, undefined, { token })}`;
  const brand = options.brand.name;
  await mailer.send(
    inLanguage(user.lang, () => ({
      to: input.newEmail,
      subject: say({
        en: `Confirm your new e-mail address for ${brand}`,
        hi: `${brand} के लिए अपने नए ई-मेल पते की पुष्टि करें`,
      }),
      text: [
        greeting(),
        '',
        say({
          en: `Follow this link to make this your e-mail address for ${brand}: ${link}`,
          hi: `${brand} के लिए इसे अपना ई-मेल पता बनाने के लिए यह लिंक खोलें: ${link}`,
        }),
        say({
          en: 'The link works once, within 30 minutes. Until then your account keeps its current address.',
          hi: 'यह लिंक एक ही बार, 30 मिनट के अंदर चलता है। तब तक आपके खाते का मौजूदा पता ही रहेगा।',
        }),
        '',
        signature(options.brand),
      ].join('\n'),
    })),
  );
}
