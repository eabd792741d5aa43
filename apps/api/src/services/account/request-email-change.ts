import { sql } from 'drizzle-orm';
import { endpoints, endpointUrl, type Brand, type ChangeEmail } from '@matri/contracts';
import type { Database } from '../../db/database';
import { users, type UserRow } from '../../db/schema';
import { validationError } from '../../http/api-error';
import { issueOneTimeToken } from '../auth/one-time-tokens';
import { verifyPassword } from '../auth/password-hashing';
import type { Mailer } from '../mail/mailer';

const WRONG_PASSWORD = 'That is not your password.';
const TAKEN = 'An account with this e-mail address already exists.';

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
    throw validationError(WRONG_PASSWORD, [{ path: ['password'], message: WRONG_PASSWORD }]);
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
  if (taken) throw validationError(TAKEN, [{ path: ['newEmail'], message: TAKEN }]);
  const token = await issueOneTimeToken(db, user.id, 'email-change', new Date(), input.newEmail);
  const link = `${options.publicUrl}${endpointUrl(endpoints.account.confirmEmailChange, undefined, { token })}`;
  await mailer.send({
    to: input.newEmail,
    subject: `Confirm your new e-mail address for ${options.brand.name}`,
    text: [
      'Namaste,',
      '',
      `Follow this link to make this your e-mail address for ${options.brand.name}: ${link}`,
      'The link works once, within 30 minutes. Until then your account keeps its current address.',
      '',
      `${options.brand.name} · ${options.brand.contactEmail}`,
    ].join('\n'),
  });
}
