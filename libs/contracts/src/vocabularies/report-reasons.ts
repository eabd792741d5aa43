import type { VocabularyItem } from './vocabulary';

/** Why a member reports a profile: the reasons admins of matrimonial sites act on most. */
export const reportReasons = [
  { value: 'fake-profile', label: 'Fake profile or false details', hi: 'नक़ली प्रोफ़ाइल या ग़लत जानकारी' },
  { value: 'already-married', label: 'Already married', hi: 'पहले से विवाहित' },
  { value: 'inappropriate-photo', label: 'Inappropriate photo', hi: 'अनुचित फ़ोटो' },
  { value: 'harassment', label: 'Harassment or abusive messages', hi: 'परेशान करना या अपमानजनक संदेश' },
  { value: 'asking-for-money', label: 'Asking for money', hi: 'पैसे माँगना' },
  { value: 'other', label: 'Something else', hi: 'कुछ और' },
] as const satisfies readonly VocabularyItem[];
export type ReportReason = (typeof reportReasons)[number]['value'];
