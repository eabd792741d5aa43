import type { IdCheckOutcome } from '@matri/contracts';
import type { IdVerificationRow } from '../../db/schema';
import { sayOutcome } from './outcome-texts';

/** A stored check as its member is told it, with the profile's name it was compared with. */
export type StoredOutcome = Pick<
  IdVerificationRow,
  'status' | 'reason' | 'decidedAt' | 'nameOnId' | 'nameMatch' | 'dateOfBirthMatch' | 'genderMatch' | 'adminReason'
> & { profileName: string };

/**
 * The answer a member gets about their check. A suspended member's ID is refused in the words of a duplicate, so the
 * refusal never tells that its holder was suspended.
 */
export function memberOutcome(stored: StoredOutcome): IdCheckOutcome {
  const told = stored.reason === 'suspended' ? 'duplicate' : stored.reason;
  return {
    status: stored.status,
    reason: told,
    message: sayOutcome({
      status: stored.status,
      reason: told,
      nameOnId: stored.nameOnId,
      profileName: stored.profileName,
      match: { name: stored.nameMatch, dateOfBirth: stored.dateOfBirthMatch, gender: stored.genderMatch },
      adminReason: stored.adminReason,
    }),
    verifiedAt: stored.status === 'verified' && stored.decidedAt ? stored.decidedAt.toISOString() : null,
  };
}
