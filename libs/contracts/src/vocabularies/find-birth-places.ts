import { nameKey } from '@matri/helpers';
import { birthPlaceHindiLabel, birthPlaceLabel, birthPlaces, type BirthPlace } from './birth-places';

/**
 * Names a birth place went by before (on older birth certificates and horoscopes) or goes by in speech, in English
 * and Hindi, so "Allahabad", "इलाहाबाद", "Bombay" or "Banaras" find today's place.
 */
export const birthPlaceOtherNames: Readonly<Record<string, readonly string[]>> = {
  'prayagraj-in': ['Allahabad', 'इलाहाबाद'],
  'mumbai-in': ['Bombay', 'बंबई', 'बम्बई'],
  'chennai-in': ['Madras', 'मद्रास'],
  'kolkata-in': ['Calcutta', 'कलकत्ता'],
  'bengaluru-in': ['Bangalore', 'बैंगलोर'],
  'gurugram-in': ['Gurgaon', 'गुड़गांव'],
  'vadodara-in': ['Baroda', 'बड़ौदा'],
  'pune-in': ['Poona', 'पूना'],
  'thiruvananthapuram-in': ['Trivandrum', 'त्रिवेंद्रम'],
  'mysuru-in': ['Mysore', 'मैसूर'],
  'mangaluru-in': ['Mangalore', 'मंगलौर'],
  'belagavi-in': ['Belgaum', 'बेलगाम'],
  'kalaburagi-in': ['Gulbarga', 'गुलबर्गा'],
  'hubballi-in': ['Hubli'],
  'ballari-in': ['Bellary', 'बेल्लारी'],
  'shivamogga-in': ['Shimoga', 'शिमोगा'],
  'tumakuru-in': ['Tumkur', 'तुमकुर'],
  'vijayapura-in': ['Bijapur', 'बीजापुर'],
  'hosapete-in': ['Hospet'],
  'puducherry-in': ['Pondicherry', 'पांडिचेरी'],
  'kochi-in': ['Cochin', 'कोचीन'],
  'kozhikode-in': ['Calicut', 'कालीकट'],
  'kollam-in': ['Quilon'],
  'alappuzha-in': ['Alleppey', 'एलेप्पी'],
  'tiruchirappalli-in': ['Trichy', 'त्रिची'],
  'thanjavur-in': ['Tanjore', 'तंजौर'],
  'tuticorin-in': ['Thoothukudi'],
  'varanasi-in': ['Banaras', 'Benares', 'बनारस', 'काशी'],
  'ayodhya-in': ['Faizabad', 'फ़ैज़ाबाद'],
  'rajamahendravaram-in': ['Rajahmundry', 'राजमुंदरी'],
  'visakhapatnam-in': ['Vizag', 'वाइज़ैग'],
  'sri-vijaya-puram-in': ['Port Blair', 'पोर्ट ब्लेयर'],
  'kanpur-in': ['Cawnpore'],
  'shimla-in': ['Simla'],
  'guwahati-in': ['Gauhati'],
  'raurkela-in': ['Rourkela'],
  'brahmapur-in': ['Berhampur', 'बरहमपुर'],
  'barddhaman-in': ['Burdwan'],
  'medinipur-in': ['Midnapore'],
  'chhatrapati-sambhajinagar-in': ['Aurangabad', 'औरंगाबाद'],
  'nashik-in': ['Nasik'],
  'panaji-in': ['Panjim'],
  'rangoon-mm': ['Yangon', 'यांगून'],
  'chittagong-bd': ['Chattogram'],
  'makkah-sa': ['Mecca'],
};

/** Latin letters without accents, lower case: "Montréal" as "montreal". */
const plainLatin = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

const startsAWord = (text: string, start: string) => text.startsWith(start) || text.includes(` ${start}`);

interface SearchablePlace {
  place: BirthPlace;
  names: string[];
  labels: string[];
  keys: string[];
}

/** Made at the first search, so pages that only show birth places do not pay for it. */
let searchable: readonly SearchablePlace[] | undefined;

const searchablePlaces = () =>
  birthPlaces.map((place): SearchablePlace => {
    const names = [place.name, place.hi, ...(birthPlaceOtherNames[place.id] ?? [])].map(plainLatin);
    return {
      place,
      names,
      labels: [birthPlaceLabel(place), birthPlaceHindiLabel(place)].map(plainLatin),
      keys: names.map(nameKey),
    };
  });

/**
 * The birth places a member typing `search` means, best first: a name in English or Hindi (or a former name:
 * Allahabad, बंबई) starting with it, then one
 * with a word starting with it or a label (the state or country included) holding it, then a name that sounds like
 * it (nameKey: "Itawa", "Etava" and "इटावा" find Etawah; "Prayagraj" and "प्रयागराज" one another).
 */
export function findBirthPlaces(search: string): readonly BirthPlace[] {
  const text = plainLatin(search).replace(/\s+/g, ' ');
  if (!text) return birthPlaces;
  const key = nameKey(text);
  const rankOf = ({ names, labels, keys }: SearchablePlace) => {
    if (names.some((name) => name.startsWith(text))) return 0;
    if (names.some((name) => startsAWord(name, text)) || labels.some((label) => label.includes(text))) return 1;
    if (key && keys.some((placeKey) => startsAWord(placeKey, key))) return 2;
    return null;
  };
  searchable ??= searchablePlaces();
  return searchable
    .flatMap((entry) => {
      const rank = rankOf(entry);
      return rank === null ? [] : [{ rank, place: entry.place }];
    })
    .sort((a, b) => a.rank - b.rank)
    .map(({ place }) => place);
}
