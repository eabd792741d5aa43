import type { VocabularyItem } from './vocabulary';

/** India first, then the countries most Indian families abroad live in (ISO 3166 alpha-2 codes, lower case). */
export const countries = [
  { value: 'in', label: 'India' },
  { value: 'us', label: 'United States' },
  { value: 'gb', label: 'United Kingdom' },
  { value: 'ca', label: 'Canada' },
  { value: 'au', label: 'Australia' },
  { value: 'nz', label: 'New Zealand' },
  { value: 'ae', label: 'United Arab Emirates' },
  { value: 'sa', label: 'Saudi Arabia' },
  { value: 'qa', label: 'Qatar' },
  { value: 'kw', label: 'Kuwait' },
  { value: 'om', label: 'Oman' },
  { value: 'bh', label: 'Bahrain' },
  { value: 'sg', label: 'Singapore' },
  { value: 'my', label: 'Malaysia' },
  { value: 'de', label: 'Germany' },
  { value: 'nl', label: 'Netherlands' },
  { value: 'ie', label: 'Ireland' },
  { value: 'fr', label: 'France' },
  { value: 'ch', label: 'Switzerland' },
  { value: 'se', label: 'Sweden' },
  { value: 'jp', label: 'Japan' },
  { value: 'np', label: 'Nepal' },
  { value: 'lk', label: 'Sri Lanka' },
  { value: 'mu', label: 'Mauritius' },
  { value: 'za', label: 'South Africa' },
  { value: 'ke', label: 'Kenya' },
  { value: 'fj', label: 'Fiji' },
  { value: 'other', label: 'Another country' },
] as const satisfies readonly VocabularyItem[];

export type Country = (typeof countries)[number]['value'];

/** For members living outside India: how they live there. */
export const residencyStatuses = [
  { value: 'citizen', label: 'Citizen' },
  { value: 'permanent-resident', label: 'Permanent resident' },
  { value: 'work-permit', label: 'Work permit' },
  { value: 'student-visa', label: 'Student visa' },
  { value: 'temporary-visa', label: 'Temporary visa' },
] as const satisfies readonly VocabularyItem[];

export type ResidencyStatus = (typeof residencyStatuses)[number]['value'];
