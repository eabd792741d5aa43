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
 * Who sees a member's birth time, birth place, star, moon sign and manglik status (the same audiences as photos), and
 * everything worked out from them: the Guna Milan score and kootas, and the horoscope filters and order of search and
 * matches.
 */
export const horoscopeVisibilities = [
  { value: 'all', label: 'All members', hi: 'सभी सदस्य' },
  { value: 'accepted', label: 'Only members whose interest I accepted', hi: 'केवल वे सदस्य जिनकी पसंद मैंने स्वीकार की' },
  {
    value: 'hidden',
    label: 'Nobody (no Guna Milan score is shown either)',
    hi: 'किसी को नहीं (गुण मिलान अंक भी नहीं दिखेंगे)',
  },
] as const satisfies readonly VocabularyItem[];

export type HoroscopeVisibility = (typeof horoscopeVisibilities)[number]['value'];

/** Who a member shows their horoscope to, as a viewer it is kept from is told (connected members only, or nobody). */
export const privateHoroscopeAudiences = ['accepted', 'hidden'] as const;

/** Who may see a member's mobile number and e-mail address. */
export const contactPrivacies = [
  { value: 'nobody', label: 'Nobody', hi: 'किसी को नहीं' },
  { value: 'accepted', label: 'Members whose interest I accepted', hi: 'वे सदस्य जिनकी पसंद मैंने स्वीकार की' },
  { value: 'paid-accepted', label: 'Paying members whose interest I accepted', hi: 'सशुल्क सदस्य जिनकी पसंद मैंने स्वीकार की' },
] as const satisfies readonly VocabularyItem[];

export type ContactPrivacy = (typeof contactPrivacies)[number]['value'];
