import type { VocabularyItem } from './vocabulary';

/** Who sees a member's photos. Members not allowed see them blurred. */
export const photoVisibilities = [
  { value: 'all', label: 'All members' },
  { value: 'accepted', label: 'Only members whose interest I accepted (others see them blurred)' },
  { value: 'hidden', label: 'Nobody for now (everyone sees them blurred)' },
] as const satisfies readonly VocabularyItem[];

export type PhotoVisibility = (typeof photoVisibilities)[number]['value'];

/**
 * Who sees a member's birth time, birth place, star and moon sign (the same audiences as photos). The Guna Milan score
 * is shown to members who can see the profile whatever this says: it names no detail.
 */
export const horoscopeVisibilities = [
  { value: 'all', label: 'All members' },
  { value: 'accepted', label: 'Only members whose interest I accepted' },
  { value: 'hidden', label: 'Nobody (members still see the Guna Milan score)' },
] as const satisfies readonly VocabularyItem[];

export type HoroscopeVisibility = (typeof horoscopeVisibilities)[number]['value'];

/** Who may see a member's mobile number and e-mail address. */
export const contactPrivacies = [
  { value: 'nobody', label: 'Nobody' },
  { value: 'accepted', label: 'Members whose interest I accepted' },
  { value: 'paid-accepted', label: 'Paying members whose interest I accepted' },
] as const satisfies readonly VocabularyItem[];

export type ContactPrivacy = (typeof contactPrivacies)[number]['value'];
