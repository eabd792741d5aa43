import type { Brand } from '@matri/contracts';
import type { Mailer } from '../mail/mailer';
import type { SmsSender } from '../sms/sms-sender';

/** The e-mail address and mobile number a refused sign-up gave that belong to existing accounts. */
export interface TakenContacts {
  email: string | null;
  mobile: string | null;
}

/**
 * A sign-up gave an e-mail or mobile that already has an account: the answer names neither (it would tell anyone who
 * is a member), so the owner is told instead, by mail and by SMS, with the way back into their account.
 */
export async function tellOwnersOfSignUpAttempt(
  mailer: Mailer,
  sms: SmsSender,
  taken: TakenContacts,
  options: { brand: Brand; publicUrl: string },
): Promise<void> {
  const { brand, publicUrl } = options;
  const sends: Promise<void>[] = [];
  if (taken.email) {
    sends.push(
      mailer.send({
        to: taken.email,
        subject: `Someone tried to sign up to ${brand.name} with your e-mail address`,
        text: [
          'Namaste,',
          '',
          `Someone tried to create a ${brand.name} account with this e-mail address, which already has one.`,
          `If it was you, log in instead: ${publicUrl}/login`,
          `Forgotten your password? Choose a new one: ${publicUrl}/resetpassword`,
          '',
          'If it was not you, nothing changed: no account was made and yours is as it was.',
          '',
          `${brand.name} · ${brand.contactEmail}`,
        ].join('\n'),
      }),
    );
  }
  if (taken.mobile) {
    sends.push(
      sms.send({
        to: taken.mobile,
        text: `${brand.name}: someone tried to sign up with your mobile number, which already has an account. If it was you, log in at ${publicUrl}/login`,
      }),
    );
  }
  await Promise.all(sends);
}
