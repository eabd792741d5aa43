import type { ContactPrivacy } from '@matri/contracts';

/**
 * Whether a member's e-mail and mobile reach another member: only across an accepted interest, and as the owner's
 * contact privacy allows: 'accepted' to every such member, 'paid-accepted' to those who saw them with a paid plan's
 * monthly contact allowance (modules/discovery/members/reveal-contact.ts), 'nobody' to no one.
 */
export function isContactShown(contactVisibility: ContactPrivacy, isConnected: boolean, isRevealed: boolean): boolean {
  if (!isConnected) return false;
  return contactVisibility === 'accepted' || (contactVisibility === 'paid-accepted' && isRevealed);
}
