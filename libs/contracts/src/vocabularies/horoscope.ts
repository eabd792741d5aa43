import type { VocabularyItem } from './vocabulary';

/** The 27 nakshatras, in order from Ashwini. */
export const nakshatras = [
  { value: 'ashwini', label: 'Ashwini', hi: 'अश्विनी' },
  { value: 'bharani', label: 'Bharani', hi: 'भरणी' },
  { value: 'krittika', label: 'Krittika', hi: 'कृत्तिका' },
  { value: 'rohini', label: 'Rohini', hi: 'रोहिणी' },
  { value: 'mrigashira', label: 'Mrigashira', hi: 'मृगशिरा' },
  { value: 'ardra', label: 'Ardra', hi: 'आर्द्रा' },
  { value: 'punarvasu', label: 'Punarvasu', hi: 'पुनर्वसु' },
  { value: 'pushya', label: 'Pushya', hi: 'पुष्य' },
  { value: 'ashlesha', label: 'Ashlesha', hi: 'आश्लेषा' },
  { value: 'magha', label: 'Magha', hi: 'मघा' },
  { value: 'purva-phalguni', label: 'Purva Phalguni', hi: 'पूर्वा फाल्गुनी' },
  { value: 'uttara-phalguni', label: 'Uttara Phalguni', hi: 'उत्तरा फाल्गुनी' },
  { value: 'hasta', label: 'Hasta', hi: 'हस्त' },
  { value: 'chitra', label: 'Chitra', hi: 'चित्रा' },
  { value: 'swati', label: 'Swati', hi: 'स्वाति' },
  { value: 'vishakha', label: 'Vishakha', hi: 'विशाखा' },
  { value: 'anuradha', label: 'Anuradha', hi: 'अनुराधा' },
  { value: 'jyeshtha', label: 'Jyeshtha', hi: 'ज्येष्ठा' },
  { value: 'mula', label: 'Mula', hi: 'मूल' },
  { value: 'purva-ashadha', label: 'Purva Ashadha', hi: 'पूर्वाषाढ़ा' },
  { value: 'uttara-ashadha', label: 'Uttara Ashadha', hi: 'उत्तराषाढ़ा' },
  { value: 'shravana', label: 'Shravana', hi: 'श्रवण' },
  { value: 'dhanishta', label: 'Dhanishta', hi: 'धनिष्ठा' },
  { value: 'shatabhisha', label: 'Shatabhisha', hi: 'शतभिषा' },
  { value: 'purva-bhadrapada', label: 'Purva Bhadrapada', hi: 'पूर्वा भाद्रपद' },
  { value: 'uttara-bhadrapada', label: 'Uttara Bhadrapada', hi: 'उत्तरा भाद्रपद' },
  { value: 'revati', label: 'Revati', hi: 'रेवती' },
] as const satisfies readonly VocabularyItem[];

export type Nakshatra = (typeof nakshatras)[number]['value'];

/** The 12 rashis (moon signs), in order from Mesha. */
export const rashis = [
  { value: 'mesha', label: 'Mesha (Aries)', hi: 'मेष' },
  { value: 'vrishabha', label: 'Vrishabha (Taurus)', hi: 'वृषभ' },
  { value: 'mithuna', label: 'Mithuna (Gemini)', hi: 'मिथुन' },
  { value: 'karka', label: 'Karka (Cancer)', hi: 'कर्क' },
  { value: 'simha', label: 'Simha (Leo)', hi: 'सिंह' },
  { value: 'kanya', label: 'Kanya (Virgo)', hi: 'कन्या' },
  { value: 'tula', label: 'Tula (Libra)', hi: 'तुला' },
  { value: 'vrishchika', label: 'Vrishchika (Scorpio)', hi: 'वृश्चिक' },
  { value: 'dhanu', label: 'Dhanu (Sagittarius)', hi: 'धनु' },
  { value: 'makara', label: 'Makara (Capricorn)', hi: 'मकर' },
  { value: 'kumbha', label: 'Kumbha (Aquarius)', hi: 'कुंभ' },
  { value: 'meena', label: 'Meena (Pisces)', hi: 'मीन' },
] as const satisfies readonly VocabularyItem[];

export type Rashi = (typeof rashis)[number]['value'];

export const manglikStatuses = [
  { value: 'no', label: 'No', hi: 'नहीं' },
  { value: 'yes', label: 'Yes', hi: 'हाँ' },
  { value: 'anshik', label: 'Anshik (partial)', hi: 'आंशिक' },
  { value: 'dont-know', label: "Don't know", hi: 'पता नहीं' },
] as const satisfies readonly VocabularyItem[];

export type ManglikStatus = (typeof manglikStatuses)[number]['value'];

/**
 * The koota names and the manglik readings are named by the answers' schemas, so they are vocabulary here; the
 * scoring, the kootas' maxima and texts are @matri/horoscope's.
 */
export const kootaNames = ['varna', 'vashya', 'tara', 'yoni', 'graha-maitri', 'gana', 'bhakoot', 'nadi'] as const;
export type KootaName = (typeof kootaNames)[number];
export const GUNA_MILAN_MAX = 36;

/** The usual reading of two members' manglik status; never a verdict on the match. */
export const manglikReadings = ['no-concern', 'consult', 'unknown'] as const;
export type ManglikReading = (typeof manglikReadings)[number];
