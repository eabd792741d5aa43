import type { VocabularyItem } from './vocabulary';

export const maritalStatuses = [
  { value: 'never-married', label: 'Never married', hi: 'अविवाहित' },
  { value: 'awaiting-divorce', label: 'Awaiting divorce', hi: 'तलाक़ की प्रक्रिया में' },
  { value: 'divorced', label: 'Divorced', hi: 'तलाक़शुदा' },
  { value: 'widowed', label: 'Widowed', hi: 'विधवा/विधुर' },
  { value: 'annulled', label: 'Annulled', hi: 'विवाह रद्द' },
] as const satisfies readonly VocabularyItem[];

export type MaritalStatus = (typeof maritalStatuses)[number]['value'];

export const diets = [
  { value: 'vegetarian', label: 'Vegetarian', hi: 'शाकाहारी' },
  { value: 'eggetarian', label: 'Eggetarian', hi: 'अंडा खाने वाले शाकाहारी' },
  { value: 'non-vegetarian', label: 'Non-vegetarian', hi: 'मांसाहारी' },
  { value: 'vegan', label: 'Vegan', hi: 'वीगन (दूध भी नहीं)' },
  { value: 'jain', label: 'Jain (no root vegetables)', hi: 'जैन (ज़मीकंद नहीं)' },
] as const satisfies readonly VocabularyItem[];

export type Diet = (typeof diets)[number]['value'];

export const habitFrequencies = [
  { value: 'no', label: 'No', hi: 'नहीं' },
  { value: 'occasionally', label: 'Occasionally', hi: 'कभी-कभी' },
  { value: 'yes', label: 'Yes', hi: 'हाँ' },
] as const satisfies readonly VocabularyItem[];

export type HabitFrequency = (typeof habitFrequencies)[number]['value'];
