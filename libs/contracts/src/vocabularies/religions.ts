import type { VocabularyItem } from './vocabulary';

export const religions = [
  { value: 'hindu', label: 'Hindu' },
  { value: 'muslim', label: 'Muslim' },
  { value: 'sikh', label: 'Sikh' },
  { value: 'christian', label: 'Christian' },
  { value: 'jain', label: 'Jain' },
  { value: 'buddhist', label: 'Buddhist' },
  { value: 'parsi', label: 'Parsi' },
  { value: 'jewish', label: 'Jewish' },
  { value: 'no-religion', label: 'No religion' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly VocabularyItem[];

export type Religion = (typeof religions)[number]['value'];
