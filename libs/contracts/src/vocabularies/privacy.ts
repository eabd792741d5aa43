import type { VocabularyItem } from './vocabulary';

/** Who sees a member's photos. Members not allowed see them blurred. */
export const photoVisibilities = [
  { value: 'all', label: 'All members', hi: 'सभी सदस्य' },
  {
    value: 'accepted',
    label: 'Only members whose interest I accepted (others see them blurred)',
    hi: 'केवल वे सदस्य जिनकी पसंद मैंने स्वीकार की (बाक़ी को धुंधली दिखेंगी)',
  },
  { value: 'hidden', label: 'Nobody for now (everyone sees them blurred)', hi: 'अभी किसी को नहीं (सबको धुंधली दिखेंगी)' },
] as const satisfies readonly VocabularyItem[];

export type PhotoVisibility = (typeof photoVisibilities)[number]['value'];

/**
 * Who sees a member's birth time, birth place, star and moon sign (the same audiences as photos). The Guna Milan score
 * is shown to members who can see the profile whatever this says: it names no detail.
 */
export const horoscopeVisibilities = [
  { value: 'all', label: 'All members', hi: 'सभी सदस्य' },
  { value: 'accepted', label: 'Only members whose interest I accepted', hi: 'केवल वे सदस्य जिनकी पसंद मैंने स्वीकार की' },
  {
    value: 'hidden',
    label: 'Nobody (members still see the Guna Milan score)',
    hi: 'किसी को नहीं (गुण मिलान अंक फिर भी दिखेंगे)',
  },
] as const satisfies readonly VocabularyItem[];

export type HoroscopeVisibility = (typeof horoscopeVisibilities)[number]['value'];

/** Who may see a member's mobile number and e-mail address. */
export const contactPrivacies = [
  { value: 'nobody', label: 'Nobody', hi: 'किसी को नहीं' },
  { value: 'accepted', label: 'Members whose interest I accepted', hi: 'वे सदस्य जिनकी पसंद मैंने स्वीकार की' },
  { value: 'paid-accepted', label: 'Paying members whose interest I accepted', hi: 'सशुल्क सदस्य जिनकी पसंद मैंने स्वीकार की' },
] as const satisfies readonly VocabularyItem[];

export type ContactPrivacy = (typeof contactPrivacies)[number]['value'];
