import type { VocabularyItem } from './vocabulary';

/** The 27 nakshatras, in order from Ashwini. */
export const nakshatras = [
  { value: 'ashwini', label: 'Ashwini' },
  { value: 'bharani', label: 'Bharani' },
  { value: 'krittika', label: 'Krittika' },
  { value: 'rohini', label: 'Rohini' },
  { value: 'mrigashira', label: 'Mrigashira' },
  { value: 'ardra', label: 'Ardra' },
  { value: 'punarvasu', label: 'Punarvasu' },
  { value: 'pushya', label: 'Pushya' },
  { value: 'ashlesha', label: 'Ashlesha' },
  { value: 'magha', label: 'Magha' },
  { value: 'purva-phalguni', label: 'Purva Phalguni' },
  { value: 'uttara-phalguni', label: 'Uttara Phalguni' },
  { value: 'hasta', label: 'Hasta' },
  { value: 'chitra', label: 'Chitra' },
  { value: 'swati', label: 'Swati' },
  { value: 'vishakha', label: 'Vishakha' },
  { value: 'anuradha', label: 'Anuradha' },
  { value: 'jyeshtha', label: 'Jyeshtha' },
  { value: 'mula', label: 'Mula' },
  { value: 'purva-ashadha', label: 'Purva Ashadha' },
  { value: 'uttara-ashadha', label: 'Uttara Ashadha' },
  { value: 'shravana', label: 'Shravana' },
  { value: 'dhanishta', label: 'Dhanishta' },
  { value: 'shatabhisha', label: 'Shatabhisha' },
  { value: 'purva-bhadrapada', label: 'Purva Bhadrapada' },
  { value: 'uttara-bhadrapada', label: 'Uttara Bhadrapada' },
  { value: 'revati', label: 'Revati' },
] as const satisfies readonly VocabularyItem[];

export type Nakshatra = (typeof nakshatras)[number]['value'];

/** The 12 rashis (moon signs), in order from Mesha. */
export const rashis = [
  { value: 'mesha', label: 'Mesha (Aries)' },
  { value: 'vrishabha', label: 'Vrishabha (Taurus)' },
  { value: 'mithuna', label: 'Mithuna (Gemini)' },
  { value: 'karka', label: 'Karka (Cancer)' },
  { value: 'simha', label: 'Simha (Leo)' },
  { value: 'kanya', label: 'Kanya (Virgo)' },
  { value: 'tula', label: 'Tula (Libra)' },
  { value: 'vrishchika', label: 'Vrishchika (Scorpio)' },
  { value: 'dhanu', label: 'Dhanu (Sagittarius)' },
  { value: 'makara', label: 'Makara (Capricorn)' },
  { value: 'kumbha', label: 'Kumbha (Aquarius)' },
  { value: 'meena', label: 'Meena (Pisces)' },
] as const satisfies readonly VocabularyItem[];

export type Rashi = (typeof rashis)[number]['value'];

export const manglikStatuses = [
  { value: 'no', label: 'No' },
  { value: 'yes', label: 'Yes' },
  { value: 'anshik', label: 'Anshik (partial)' },
  { value: 'dont-know', label: "Don't know" },
] as const satisfies readonly VocabularyItem[];

export type ManglikStatus = (typeof manglikStatuses)[number]['value'];
