import type { ContactPrivacy } from '@matri/contracts';

/**
 * Whether a member's e-mail and mobile reach another member: only across an accepted interest, and only when the
 * owner's contact privacy allows it. Paying members arrive with memberships; until then 'paid-accepted' shows them to nobody.
 */
export function isContactShown(contactVisibility: ContactPrivacy, isConnected: boolean): boolean {
  return isConnected && contactVisibility === 'accepted';
}
