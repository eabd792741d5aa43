import { endpoints, endpointUrl, say, type Brand } from '@matri/contracts';
import { inLanguage, greeting, signature } from '../../platform';
import type { Database } from '../../../db/database';
import type { UserRow } from '../../../db/schema';
import type { Mailer } from '../../platform';
import { issueOneTimeToken } from './one-time-tokens';

/** E-mails a link that confirms the member's address (single use, 30 minutes, stored hashed). */
export async function sendEmailVerification(
  db: Database,
  mailer: Mailer,
  user: Pick<UserRow, 'id' | 'email' | 'lang'>,
  options: { publicUrl: string; brand: Brand },
): Promise<void> {
  const token = await issueOneTimeToken(db, user.id, 'email-verification');
  const link = `${options.publicUrl}${endpointUrl(endpoints.auth.confirmEmail, undefined, { confirmation: token })}`;
  const brand = options.brand.name;
  await mailer.send(
    inLanguage(user.lang, () => ({
      to: user.email,
      subject: say({
        en: `Confirm your e-mail address for ${brand}`,
        hi: `${brand} के लिए अपने ई-मेल पते की पुष्टि करें`,
      }),
      text: [
        greeting(),
        '',
        say({
          en: `Please confirm that this is your e-mail address for ${brand}: ${link}`,
          hi: `कृपया पुष्टि करें कि ${brand} के लिए यही आपका ई-मेल पता है: ${link}`,
        }),
        say({
          en: 'The link works once, within 30 minutes. A confirmed address earns your profile its e-mail badge.',
          hi: 'यह लिंक एक ही बार, 30 मिनट के अंदर चलता है। पुष्टि होने पर आपकी प्रोफ़ाइल को ई-मेल का बैज मिलता है।',
        }),
        '',
        signature(options.brand),
      ].join('\n'),
    })),
  );
}
