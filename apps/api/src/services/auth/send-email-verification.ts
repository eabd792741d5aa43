import { endpoints, endpointUrl, type Brand } from '@matri/contracts';
import type { Database } from '../../db/database';
import type { UserRow } from '../../db/schema';
import type { Mailer } from '../mail/mailer';
import { issueOneTimeToken } from './one-time-tokens';

/** E-mails a link that confirms the member's address (single use, 30 minutes, stored hashed). */
export async function sendEmailVerification(
  db: Database,
  mailer: Mailer,
  user: Pick<UserRow, 'id' | 'email'>,
  options: { publicUrl: string; brand: Brand },
): Promise<void> {
  const token = await issueOneTimeToken(db, user.id, 'email-verification');
  const link = `${options.publicUrl}${endpointUrl(endpoints.auth.confirmEmail, undefined, { confirmation: token })}`;
  await mailer.send({
    to: user.email,
    subject: `Confirm your e-mail address for ${options.brand.name}`,
    text: [
      'Namaste,',
      '',
      `Please confirm that this is your e-mail address for ${options.brand.name}: ${link}`,
      'The link works once, within 30 minutes. A confirmed address earns your profile its e-mail badge.',
      '',
      `${options.brand.name} · ${options.brand.contactEmail}`,
    ].join('\n'),
  });
}
