import type { VocabularyItem } from './vocabulary';

export const maritalStatuses = [
  { value: 'never-married', label: 'Never married' },
  { value: 'awaiting-divorce', label: 'Awaiting divorce' },
  { value: 'divorced', label: 'Divorced' },
  { value: 'widowed', label: 'Widowed' },
  { value: 'annulled', label: 'Annulled' },
] as const satisfies readonly VocabularyItem[];

export type MaritalStatus = (typeof maritalStatuses)[number]['value'];

export const diets = [
  { value: 'vegetarian', label: 'Vegetarian' },
  { value: 'eggetarian', label: 'Eggetarian' },
  { value: 'non-vegetarian', label: 'Non-vegetarian' },
  { value: 'vegan', label: 'Vegan' },
  { value: 'jain', label: 'Jain (no root vegetables)' },
] as const satisfies readonly VocabularyItem[];

export type Diet = (typeof diets)[number]['value'];

export const habitFrequencies = [
  { value: 'no', label: 'No' },
  { value: 'occasionally', label: 'Occasionally' },
  { value: 'yes', label: 'Yes' },
] as const satisfies readonly VocabularyItem[];

export type HabitFrequency = (typeof habitFrequencies)[number]['value'];
