import { CONTACT_SHARE_QUESTION, findContactDetails, say } from '@matri/contracts';
import { Conflict } from '../../platform';

/**
 * Contact details in a text (a message, an interest's message) go to a member my own do not reach only once I said
 * so: until then the answer is the question, a 409 on `confirmedContactShare`, which the pages ask and send again with.
 */
export function askBeforeSharingContact(
  text: string,
  { isMyContactShared, confirmedContactShare }: { isMyContactShared: boolean; confirmedContactShare?: boolean },
): void {
  if (isMyContactShared || confirmedContactShare || findContactDetails(text).length === 0) return;
  throw new Conflict(CONTACT_SHARE_QUESTION, [
    { path: ['confirmedContactShare'], message: say(CONTACT_SHARE_QUESTION) },
  ]);
}
