import { sql } from 'drizzle-orm';
import { endpoints, endpointUrl, say, type Brand, type ChangeEmail, type LocalText } from '@matri/contracts';
import { inLanguage, greeting, signature, InvalidInput } from '../platform';
import type { Database } from '../../db/database';
import { users, type UserRow } from '../../db/schema';
import { issueOneTimeToken } from './auth/one-time-tokens';
import type { PasswordHasher } from './auth/password-hashing';
import type { Mailer } from '../platform';

const WRONG_PASSWORD: LocalText = {
  en: 'That is not your password.',
  hi: 'यह आपका पासवर्ड नहीं है।',
};
const ALREADY_YOURS: LocalText = {
  en: 'This is already your e-mail address.',
  hi: 'यह पहले से ही आपका ई-मेल पता है।',
};

/**
 * Starts an e-mail change: nothing changes until the link sent to the new address is followed, so a typo or an
 * address the member does not own never takes over the account's mail. The answer is the same whether the address
 * is free or another account's (telling them apart would let any member test addresses for accounts): a free
 * address gets the link, a taken one only a notice to its owner, and confirmEmailChange refuses a taken address.
 */
export async function requestEmailChange(
  db: Database,
  passwords: PasswordHasher,
  mailer: Mailer,
  user: UserRow,
  input: ChangeEmail,
  options: { publicUrl: string; brand: Brand },
): Promise<void> {
  if (!(await passwords.verify(user.passwordHash, input.password))) {
    throw new InvalidInput(WRONG_PASSWORD, [{ path: ['password'], message: say(WRONG_PASSWORD) }]);
  }
  if (input.newEmail === user.email.toLowerCase()) {
    throw new InvalidInput(ALREADY_YOURS, [{ path: ['newEmail'], message: say(ALREADY_YOURS) }]);
  }
  const [owner] = await db
    .select({ lang: users.lang })
    .from(users)
    .where(sql`lower(${users.email}) = ${input.newEmail}`)
    .limit(1);
  if (owner) {
    await mailer.send(inLanguage(owner.lang, () => takenAddressNotice(input.newEmail, options.brand)));
    return;
  }
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

/** Tells an address's owner that someone tried to move their account onto it, so the attempt is not silent. */
function takenAddressNotice(address: string, brand: Brand): { to: string; subject: string; text: string } {
  return {
    to: address,
    subject: say({
      en: `Someone tried to use your e-mail address on ${brand.name}`,
      hi: `${brand.name} पर किसी ने आपका ई-मेल पता इस्तेमाल करना चाहा`,
    }),
    text: [
      greeting(),
      '',
      say({
        en: `Someone asked to move their ${brand.name} account to this address. It already belongs to your account, so nothing changed.`,
        hi: `किसी ने अपने ${brand.name} खाते को इस पते पर ले जाना चाहा। यह पता पहले से आपके खाते का है, इसलिए कुछ नहीं बदला।`,
      }),
      say({
        en: 'You need not do anything.',
        hi: 'आपको कुछ करने की ज़रूरत नहीं है।',
      }),
      '',
      signature(brand),
    ].join('\n'),
  };
}
