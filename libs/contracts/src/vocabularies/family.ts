import type { VocabularyItem } from './vocabulary';

export const familyTypes = [
  { value: 'nuclear', label: 'Nuclear family', hi: 'एकल परिवार' },
  { value: 'joint', label: 'Joint family', hi: 'संयुक्त परिवार' },
] as const satisfies readonly VocabularyItem[];

export type FamilyType = (typeof familyTypes)[number]['value'];

export const familyValues = [
  { value: 'traditional', label: 'Traditional', hi: 'पारंपरिक' },
  { value: 'moderate', label: 'Moderate', hi: 'मध्यम' },
  { value: 'liberal', label: 'Liberal', hi: 'खुले विचारों वाला' },
] as const satisfies readonly VocabularyItem[];

export type FamilyValues = (typeof familyValues)[number]['value'];
