import type { VocabularyItem } from './vocabulary';

export const genders = [
  { value: 'female', label: 'Female', hi: 'महिला' },
  { value: 'male', label: 'Male', hi: 'पुरुष' },
] as const satisfies readonly VocabularyItem[];

export type Gender = (typeof genders)[number]['value'];

/** What a visitor searches for; a bride is a female member, a groom a male one. */
export const lookingFor = [
  { value: 'bride', label: 'Bride', hi: 'वधू' },
  { value: 'groom', label: 'Groom', hi: 'वर' },
] as const satisfies readonly VocabularyItem[];

export type LookingFor = (typeof lookingFor)[number]['value'];

/** Whom the account is for: families often register on behalf of a son, daughter or sibling. */
export const profileFor = [
  { value: 'self', label: 'Myself', hi: 'स्वयं के लिए' },
  { value: 'son', label: 'My son', hi: 'मेरे बेटे के लिए' },
  { value: 'daughter', label: 'My daughter', hi: 'मेरी बेटी के लिए' },
  { value: 'brother', label: 'My brother', hi: 'मेरे भाई के लिए' },
  { value: 'sister', label: 'My sister', hi: 'मेरी बहन के लिए' },
  { value: 'relative', label: 'A relative', hi: 'किसी रिश्तेदार के लिए' },
  { value: 'friend', label: 'A friend', hi: 'किसी मित्र के लिए' },
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
  { value: 'self', label: 'Self', hi: 'स्वयं' },
  { value: 'parent', label: 'Parent', hi: 'माता-पिता' },
  { value: 'sibling', label: 'Sibling', hi: 'भाई-बहन' },
  { value: 'relative', label: 'Relative', hi: 'रिश्तेदार' },
  { value: 'friend', label: 'Friend', hi: 'मित्र' },
] as const satisfies readonly VocabularyItem[];

export type ProfileCreator = (typeof profileCreators)[number]['value'];
