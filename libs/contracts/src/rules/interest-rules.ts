import type { InterestStatus } from '../vocabularies/interest-states';
import type { LocalText } from '../i18n/local-text';

/** An interest between me and another member, seen from my side. */
export interface InterestBetween {
  direction: 'sent' | 'received';
  status: InterestStatus;
}

/** Why a member may not send an interest to another, as the member is told. */
export const interestRefusals = {
  connected: { en: 'You are already connected with this member.', hi: 'आप इस सदस्य से पहले से जुड़े हुए हैं।' },
  waiting: {
    en: 'Your interest to this member is still waiting for an answer.',
    hi: 'इस सदस्य को भेजी आपकी पसंद का जवाब अभी बाक़ी है।',
  },
  declined: {
    en: 'This member declined your interest, so you cannot send another.',
    hi: 'इस सदस्य ने आपकी पसंद अस्वीकार कर दी है, इसलिए आप दूसरी नहीं भेज सकते।',
  },
  theirsWaiting: {
    en: 'This member has already sent you an interest. Accept it on your Request page.',
    hi: 'इस सदस्य ने आपको पहले ही पसंद भेजी है। अपने अनुरोध पेज पर उसे स्वीकार करें।',
  },
} as const satisfies Record<string, LocalText>;
export type InterestRefusal = keyof typeof interestRefusals;

/**
 * Why no interest may go to a member, from the interests between us (null when one may): not while one waits or after
 * a connection, and not again to a member who declined mine (asking twice is what members report as pestering);
 * after I declined theirs, I may change my mind. The API refuses by it; the pages offer "Send interest" by it.
 */
export function interestRefusal(between: readonly InterestBetween[]): InterestRefusal | null {
  if (between.some((i) => i.status === 'accepted')) return 'connected';
  if (between.some((i) => i.status === 'pending' && i.direction === 'sent')) return 'waiting';
  if (between.some((i) => i.status === 'declined' && i.direction === 'sent')) return 'declined';
  if (between.some((i) => i.status === 'pending' && i.direction === 'received')) return 'theirsWaiting';
  return null;
}

/** Whether to offer "Send interest" on a card or a profile, from the latest interest between us. */
export function canSendInterest(latest: InterestBetween | null): boolean {
  return interestRefusal(latest ? [latest] : []) === null;
}
