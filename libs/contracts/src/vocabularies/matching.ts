import type { VocabularyItem } from './vocabulary';

/** The tabs of /matches. */
export const matchTabs = [
  { value: 'all', label: 'All matches', hi: 'सभी रिश्ते' },
  { value: 'new', label: 'New this week', hi: 'इस हफ़्ते के नए' },
  { value: 'near', label: 'Near me', hi: 'मेरे आस-पास' },
] as const satisfies readonly VocabularyItem[];
export type MatchTab = (typeof matchTabs)[number]['value'];

/** The partner-preference criteria a match is scored on, in the order a card names them. */
export const matchCriteria = [
  { value: 'age', label: 'age', hi: 'उम्र' },
  { value: 'height', label: 'height', hi: 'लंबाई' },
  { value: 'religion', label: 'religion', hi: 'धर्म' },
  { value: 'community', label: 'community', hi: 'समुदाय' },
  { value: 'motherTongue', label: 'mother tongue', hi: 'मातृभाषा' },
  { value: 'maritalStatus', label: 'marital status', hi: 'वैवाहिक स्थिति' },
  { value: 'education', label: 'education', hi: 'शिक्षा' },
  { value: 'country', label: 'country', hi: 'देश' },
  { value: 'state', label: 'state', hi: 'राज्य' },
  { value: 'diet', label: 'diet', hi: 'खान-पान' },
  { value: 'horoscope', label: 'horoscope', hi: 'कुंडली' },
] as const satisfies readonly VocabularyItem[];
export type MatchCriterion = (typeof matchCriteria)[number]['value'];
