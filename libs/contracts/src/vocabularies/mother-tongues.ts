import type { VocabularyItem } from './vocabulary';

/** The 22 languages of the Eighth Schedule of the Constitution, then English and Other. */
export const motherTongues = [
  { value: 'assamese', label: 'Assamese' },
  { value: 'bengali', label: 'Bengali' },
  { value: 'bodo', label: 'Bodo' },
  { value: 'dogri', label: 'Dogri' },
  { value: 'gujarati', label: 'Gujarati' },
  { value: 'hindi', label: 'Hindi' },
  { value: 'kannada', label: 'Kannada' },
  { value: 'kashmiri', label: 'Kashmiri' },
  { value: 'konkani', label: 'Konkani' },
  { value: 'maithili', label: 'Maithili' },
  { value: 'malayalam', label: 'Malayalam' },
  { value: 'manipuri', label: 'Manipuri' },
  { value: 'marathi', label: 'Marathi' },
  { value: 'nepali', label: 'Nepali' },
  { value: 'odia', label: 'Odia' },
  { value: 'punjabi', label: 'Punjabi' },
  { value: 'sanskrit', label: 'Sanskrit' },
  { value: 'santali', label: 'Santali' },
  { value: 'sindhi', label: 'Sindhi' },
  { value: 'tamil', label: 'Tamil' },
  { value: 'telugu', label: 'Telugu' },
  { value: 'urdu', label: 'Urdu' },
  { value: 'english', label: 'English' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly VocabularyItem[];

export type MotherTongue = (typeof motherTongues)[number]['value'];
