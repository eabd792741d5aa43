import type { VocabularyItem } from './vocabulary';

export const genders = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
] as const satisfies readonly VocabularyItem[];

export type Gender = (typeof genders)[number]['value'];

/** What a visitor searches for; a bride is a female member, a groom a male one. */
export const lookingFor = [
  { value: 'bride', label: 'Bride' },
  { value: 'groom', label: 'Groom' },
] as const satisfies readonly VocabularyItem[];

export type LookingFor = (typeof lookingFor)[number]['value'];

/** Whom the account is for: families often register on behalf of a son, daughter or sibling. */
export const profileFor = [
  { value: 'self', label: 'Myself' },
  { value: 'son', label: 'My son' },
  { value: 'daughter', label: 'My daughter' },
  { value: 'brother', label: 'My brother' },
  { value: 'sister', label: 'My sister' },
  { value: 'relative', label: 'A relative' },
  { value: 'friend', label: 'A friend' },
] as const satisfies readonly VocabularyItem[];

export type ProfileFor = (typeof profileFor)[number]['value'];

/** The gender a "profile for" choice implies, where it implies one. */
export const genderImpliedByProfileFor: Partial<Record<ProfileFor, Gender>> = {
  son: 'male',
  brother: 'male',
  daughter: 'female',
  sister: 'female',
};

/** Who created and manages the profile (shown to others: families often manage profiles for their children). */
export const profileCreators = [
  { value: 'self', label: 'Self' },
  { value: 'parent', label: 'Parent' },
  { value: 'sibling', label: 'Sibling' },
  { value: 'relative', label: 'Relative' },
  { value: 'friend', label: 'Friend' },
] as const satisfies readonly VocabularyItem[];

export type ProfileCreator = (typeof profileCreators)[number]['value'];
