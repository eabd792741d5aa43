import type { MemberCardJson } from '@matri/contracts';

/**
 * Whether to offer "Send interest": not while one waits or after a connection, and not again to a member who declined
 * mine (asking twice is what members report as pestering); after I declined theirs, I may change my mind.
 */
export function canSendInterest(interest: Pick<NonNullable<MemberCardJson['interest']>, 'direction' | 'status'> | null): boolean {
  return !interest || interest.status === 'withdrawn' || (interest.status === 'declined' && interest.direction === 'received');
}
