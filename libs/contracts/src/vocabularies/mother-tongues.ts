import type { VocabularyItem } from './vocabulary';

/** The 22 languages of the Eighth Schedule of the Constitution, then English and Other. */
export const motherTongues = [
  { value: 'assamese', label: 'Assamese', hi: 'असमिया' },
  { value: 'bengali', label: 'Bengali', hi: 'बांग्ला' },
  { value: 'bodo', label: 'Bodo', hi: 'बोडो' },
  { value: 'dogri', label: 'Dogri', hi: 'डोगरी' },
  { value: 'gujarati', label: 'Gujarati', hi: 'गुजराती' },
  { value: 'hindi', label: 'Hindi', hi: 'हिन्दी' },
  { value: 'kannada', label: 'Kannada', hi: 'कन्नड़' },
  { value: 'kashmiri', label: 'Kashmiri', hi: 'कश्मीरी' },
  { value: 'konkani', label: 'Konkani', hi: 'कोंकणी' },
  { value: 'maithili', label: 'Maithili', hi: 'मैथिली' },
  { value: 'malayalam', label: 'Malayalam', hi: 'मलयालम' },
  { value: 'manipuri', label: 'Manipuri', hi: 'मणिपुरी' },
  { value: 'marathi', label: 'Marathi', hi: 'मराठी' },
  { value: 'nepali', label: 'Nepali', hi: 'नेपाली' },
  { value: 'odia', label: 'Odia', hi: 'ओड़िया' },
  { value: 'punjabi', label: 'Punjabi', hi: 'पंजाबी' },
  { value: 'sanskrit', label: 'Sanskrit', hi: 'संस्कृत' },
  { value: 'santali', label: 'Santali', hi: 'संथाली' },
  { value: 'sindhi', label: 'Sindhi', hi: 'सिंधी' },
  { value: 'tamil', label: 'Tamil', hi: 'तमिल' },
  { value: 'telugu', label: 'Telugu', hi: 'तेलुगु' },
  { value: 'urdu', label: 'Urdu', hi: 'उर्दू' },
  { value: 'english', label: 'English', hi: 'अंग्रेज़ी' },
  { value: 'other', label: 'Other', hi: 'अन्य' },
] as const satisfies readonly VocabularyItem[];

export type MotherTongue = (typeof motherTongues)[number]['value'];
