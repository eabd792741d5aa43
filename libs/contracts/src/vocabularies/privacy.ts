import type { VocabularyItem } from './vocabulary';

/** Who sees a member's photos. Members not allowed see them blurred. */
export const photoVisibilities = [
  { value: 'all', label: 'All members' },
  { value: 'accepted', label: 'Only members whose interest I accepted (others see them blurred)' },
  { value: 'hidden', label: 'Nobody for now (everyone sees them blurred)' },
] as const satisfies readonly VocabularyItem[];

export type PhotoVisibility = (typeof photoVisibilities)[number]['value'];

/** Who may see a member's mobile number and e-mail address. */
export const contactPrivacies = [
  { value: 'nobody', label: 'Nobody' },
  { value: 'accepted', label: 'Members whose interest I accepted' },
  { value: 'paid-accepted', label: 'Paying members whose interest I accepted' },
] as const satisfies readonly VocabularyItem[];

export type ContactPrivacy = (typeof contactPrivacies)[number]['value'];
