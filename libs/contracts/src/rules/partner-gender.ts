import type { Gender, LookingFor } from '../vocabularies/people';

/** Whom a member looks for unless they say otherwise: the other gender (matches always, search by default). */
export function partnerGenderOf(gender: Gender): Gender {
  return gender === 'male' ? 'female' : 'male';
}

/** The gender a search's "looking for" names: a bride is a female member, a groom a male one. */
export function genderLookedFor(lookingFor: LookingFor): Gender {
  return lookingFor === 'bride' ? 'female' : 'male';
}

/** The "looking for" a member's search starts with: the other gender's. */
export function defaultLookingFor(gender: Gender | null): LookingFor {
  return gender === 'male' ? 'bride' : 'groom';
}
