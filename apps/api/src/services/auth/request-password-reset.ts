import { and, eq, sql } from 'drizzle-orm';
import type { Brand } from '@matri/contracts';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import type { Mailer } from '../mail/mailer';
import { issueOneTimeToken } from './one-time-tokens';

/**
 * Sends a reset link when an active account uses the e-mail address; says nothing either way, so the answer cannot
 * tell who is a member.
 */
export async function requestPasswordReset(
  db: Database,
  mailer: Mailer,
  options: { email: string; publicUrl: string; brand: Brand },
): Promise<void> {
  const [user] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${options.email}`, eq(users.status, 'active')))
    .limit(1);
  if (!user) return;
  const token = await issueOneTimeToken(db, user.id, 'password-reset');
  const link = `${options.publicUrl}/resetpassword?code=${encodeURIComponent(token)}`;
  await mailer.send({
    to: user.email,
    subject: `Reset your ${options.brand.name} password`,
    text: [
      'Namaste,',
      '',
      `Someone (we hope you) asked to reset the password of your ${options.brand.name} account.`,
      `Choose a new password here within 30 minutes: ${link}`,
      '',
      'If it was not you, ignore this message: your password stays as it is.',
      '',
      `${options.brand.name} · ${options.brand.contactEmail}`,
    ].join('\n'),
  });
}
