import type { VocabularyItem } from './vocabulary';

export const religions = [
  { value: 'hindu', label: 'Hindu', hi: 'हिन्दू' },
  { value: 'muslim', label: 'Muslim', hi: 'मुस्लिम' },
  { value: 'sikh', label: 'Sikh', hi: 'सिख' },
  { value: 'christian', label: 'Christian', hi: 'ईसाई' },
  { value: 'jain', label: 'Jain', hi: 'जैन' },
  { value: 'buddhist', label: 'Buddhist', hi: 'बौद्ध' },
  { value: 'parsi', label: 'Parsi', hi: 'पारसी' },
  { value: 'jewish', label: 'Jewish', hi: 'यहूदी' },
  { value: 'no-religion', label: 'No religion', hi: 'कोई धर्म नहीं' },
  { value: 'other', label: 'Other', hi: 'अन्य' },
] as const satisfies readonly VocabularyItem[];

export type Religion = (typeof religions)[number]['value'];
