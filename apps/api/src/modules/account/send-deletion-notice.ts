import { ACCOUNT_DELETION_GRACE_DAYS, formatDate, paths, say, type Brand } from '@matri/contracts';
import { inLanguage, greeting, signature, sitePageUrl } from '../platform';
import type { UserRow } from '../../db/schema';
import type { Mailer, SmsSender } from '../platform';

/** The day the purge may erase an account deleted at `deletedAt`, as an Indian reader writes a date. */
export function erasureDay(deletedAt: Date): string {
  const day = new Date(deletedAt.getTime() + ACCOUNT_DELETION_GRACE_DAYS * 24 * 60 * 60 * 1000);
  const timeZone = 'Asia/Kolkata';
  return say({ en: formatDate(day, 'en', { timeZone }), hi: formatDate(day, 'hi', { timeZone }) });
}

/**
 * Confirms a deletion by e-mail and, to a verified mobile, by SMS: when everything will be erased and that logging in
 * before then restores the account, so a family that changes its mind (or did not delete it) knows what to do.
 */
export async function sendDeletionNotice(
  mailer: Mailer,
  sms: SmsSender,
  user: UserRow,
  deletedAt: Date,
  options: { publicUrl: string; brand: Brand },
): Promise<void> {
  const brand = options.brand.name;
  const login = sitePageUrl(options.publicUrl, paths.login.path, user.lang);
  await inLanguage(user.lang, async () => {
    const day = erasureDay(deletedAt);
    const mail = mailer.send({
      to: user.email,
      subject: say({ en: `Your ${brand} account is deleted`, hi: `आपका ${brand} खाता हटा दिया गया है` }),
      text: [
        greeting(),
        '',
        say({
          en: `Your ${brand} account is deleted: your profile is no longer shown to anyone, and every device is signed out.`,
          hi: `आपका ${brand} खाता हटा दिया गया है: आपकी प्रोफ़ाइल अब किसी को नहीं दिखती, और हर डिवाइस से लॉग आउट हो गया है।`,
        }),
        say({
          en: `On ${day} we erase everything we hold about you, and the account cannot come back after that.`,
          hi: `${day} को हम आपकी सारी जानकारी मिटा देंगे, और उसके बाद खाता वापस नहीं आ सकेगा।`,
        }),
        say({
          en: `Changed your mind? Log in before then with your e-mail or mobile number and password, and your account comes back as it was: ${login}`,
          hi: `मन बदल गया? उससे पहले अपने ई-मेल या मोबाइल नंबर और पासवर्ड से लॉग इन करें, आपका खाता जैसा था वैसा ही वापस आ जाएगा: ${login}`,
        }),
        say({
          en: `If you did not delete it, write to us at once from this e-mail address: ${options.brand.contactEmail}. If your password still works, logging in brings the account back; then change the password.`,
          hi: `अगर आपने इसे नहीं हटाया, तो तुरंत इसी ई-मेल पते से हमें लिखें: ${options.brand.contactEmail}। अगर आपका पासवर्ड अब भी चलता है, तो लॉग इन करते ही खाता वापस आ जाएगा; फिर पासवर्ड बदल लें।`,
        }),
        '',
        signature(options.brand),
      ].join('\n'),
    });
    const text = user.isMobileVerified
      ? sms.send({
          to: user.mobile,
          text: say({
            en: `Your ${brand} account is deleted. Log in before ${day} to restore it; after that everything is erased.`,
            hi: `आपका ${brand} खाता हटा दिया गया है। इसे वापस पाने के लिए ${day} से पहले लॉग इन करें; उसके बाद सब कुछ मिट जाएगा।`,
          }),
        })
      : Promise.resolve();
    // One channel failing does not keep the other from telling the member; the failure is still reported.
    const failed = (await Promise.allSettled([mail, text])).find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  });
}
