import { say, type Brand } from '@matri/contracts';
import { inLanguage, greeting, signature } from '../platform';
import type { UserRow } from '../../db/schema';
import type { Mailer } from '../platform';

/** Tells the member a log in brought their deleted account back, so a restore by someone else is not silent. */
export async function sendRestoreNotice(mailer: Mailer, user: UserRow, brand: Brand): Promise<void> {
  await mailer.send(
    inLanguage(user.lang, () => ({
      to: user.email,
      subject: say({ en: `Your ${brand.name} account was restored`, hi: `आपका ${brand.name} खाता वापस आ गया है` }),
      text: [
        greeting(),
        '',
        say({
          en: `You logged in to your deleted ${brand.name} account, so it is restored as it was, and nothing will be erased.`,
          hi: `आपने अपने हटाए गए ${brand.name} खाते में लॉग इन किया, इसलिए वह जैसा था वैसा ही वापस आ गया है, और कुछ भी नहीं मिटाया जाएगा।`,
        }),
        say({
          en: `If it was not you, change your password at once and write to us: ${brand.contactEmail}.`,
          hi: `अगर यह आपने नहीं किया, तो तुरंत अपना पासवर्ड बदलें और हमें लिखें: ${brand.contactEmail}।`,
        }),
        '',
        signature(brand),
      ].join('\n'),
    })),
  );
}
