import type { Brand } from '@matri/contracts';
import type { Database } from '../../../db/database';
import type { Mailer, SmsSender } from '../../platform';
import { countSignUpMail } from './sign-up-caps';
import { sendSignUpText, type SignUpText } from './send-sign-up-text';
import { tellEmailOwner, type TakenContact } from './tell-owners-of-sign-up-attempt';

/**
 * What a new sign-up sends: a text to its mobile (none once the number's texts for the day are used up; counted when
 * the sign-up was kept, so that it has a code only when one is sent), and a mail to its e-mail's owner when the
 * address has an account.
 */
export interface SignUpMessages {
  mobile: string;
  text: SignUpText | null;
  emailOwner: TakenContact | null;
}

/**
 * Sends a new sign-up's messages within each contact's allowance for the day; beyond it nothing is sent, and the
 * sign-up's answer (given before this runs) is the same either way.
 */
export async function sendSignUpMessages(
  db: Database,
  senders: { mailer: Mailer; sms: SmsSender },
  messages: SignUpMessages,
  options: { brand: Brand; publicUrl: string },
): Promise<void> {
  const { mobile, text, emailOwner } = messages;
  const sends: Promise<void>[] = [];
  if (text) sends.push(sendSignUpText(senders.sms, mobile, text, options));
  if (emailOwner && (await countSignUpMail(db, emailOwner.address)).isWithinCap) {
    sends.push(tellEmailOwner(senders.mailer, emailOwner, options));
  }
  await Promise.all(sends);
}
