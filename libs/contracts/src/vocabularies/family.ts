import type { VocabularyItem } from './vocabulary';

export const familyTypes = [
  { value: 'nuclear', label: 'Nuclear family' },
  { value: 'joint', label: 'Joint family' },
] as const satisfies readonly VocabularyItem[];

export type FamilyType = (typeof familyTypes)[number]['value'];

export const familyValues = [
  { value: 'traditional', label: 'Traditional' },
  { value: 'moderate', label: 'Moderate' },
  { value: 'liberal', label: 'Liberal' },
] as const satisfies readonly VocabularyItem[];

export type FamilyValues = (typeof familyValues)[number]['value'];
