import type { LocalText } from '../i18n/local-text';
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
 * The kootas and the manglik readings are named by the answers' schemas, so they are vocabulary here; the scoring and
 * its texts are @matri/horoscope's.
 */

/** The eight kootas in the order every chart lists them, with their standard maxima (36 in all). */
export const kootas = [
  {
    name: 'varna',
    label: 'Varna',
    hi: 'वर्ण',
    max: 1,
    measures: { en: 'Temperament and outlook on work and duty.', hi: 'स्वभाव, और काम व कर्तव्य के प्रति दृष्टि।' },
  },
  {
    name: 'vashya',
    label: 'Vashya',
    hi: 'वश्य',
    max: 2,
    measures: { en: 'How naturally each draws and influences the other.', hi: 'एक-दूसरे के प्रति सहज आकर्षण और प्रभाव।' },
  },
  {
    name: 'tara',
    label: 'Tara',
    hi: 'तारा',
    max: 3,
    measures: {
      en: "The birth stars' luck for each other's well-being.",
      hi: 'जन्म नक्षत्रों का एक-दूसरे के कल्याण पर शुभ प्रभाव।',
    },
  },
  {
    name: 'yoni',
    label: 'Yoni',
    hi: 'योनि',
    max: 4,
    measures: { en: 'Physical and intimate compatibility.', hi: 'शारीरिक और दांपत्य अनुकूलता।' },
  },
  {
    name: 'graha-maitri',
    label: 'Graha Maitri',
    hi: 'ग्रह मैत्री',
    max: 5,
    measures: {
      en: 'Friendship of the moon signs’ lords: how minds meet.',
      hi: 'राशि स्वामियों की मित्रता: मन कितना मिलता है।',
    },
  },
  {
    name: 'gana',
    label: 'Gana',
    hi: 'गण',
    max: 6,
    measures: { en: 'Nature and temperament (divine, human, demonic).', hi: 'प्रकृति और स्वभाव (देव, मनुष्य, राक्षस)।' },
  },
  {
    name: 'bhakoot',
    label: 'Bhakoot',
    hi: 'भकूट',
    max: 7,
    measures: {
      en: 'The moon signs’ positions: family welfare and prosperity.',
      hi: 'राशियों की परस्पर स्थिति: परिवार का सुख और समृद्धि।',
    },
  },
  {
    name: 'nadi',
    label: 'Nadi',
    hi: 'नाड़ी',
    max: 8,
    measures: {
      en: 'Health and children, by the constitution of each star.',
      hi: 'स्वास्थ्य और संतान, हर नक्षत्र की प्रकृति से।',
    },
  },
] as const satisfies readonly { name: string; label: string; hi: string; max: number; measures: LocalText }[];
export type KootaName = (typeof kootas)[number]['name'];
export const GUNA_MILAN_MAX = 36;

/** The usual reading of two members' manglik status; never a verdict on the match. */
export const manglikReadings = ['no-concern', 'consult', 'unknown'] as const;
export type ManglikReading = (typeof manglikReadings)[number];
