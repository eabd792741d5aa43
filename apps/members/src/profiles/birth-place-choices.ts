import { birthPlaceHindiLabel, birthPlaceLabel, birthPlaces, type VocabularyItem } from '@matri/contracts';

/**
 * The birth places as a select's choices and as shown, in both languages. Apart from profile-sections.ts: the table is
 * 11 KB of brotli that a dashboard's first screen does not show, so it loads with the horoscope's form or where a
 * birth place is shown (BirthPlaceName).
 */
export const birthPlaceChoices: readonly VocabularyItem[] = birthPlaces.map((place) => ({
  value: place.id,
  label: birthPlaceLabel(place),
  hi: birthPlaceHindiLabel(place),
}));
