import { nakshatras, rashis, type KootaName, moonStarOfKey, type StarKey, type LocalText } from '@matri/contracts';
import { nakshatraTraits, yoniAnimals, yoniPoints, type Gana } from './nakshatra-traits';
import { rashiTraits, regardOf, varnaRank, vashyaOrder, vashyaPoints, type Vashya } from './rashi-traits';

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
] as const satisfies readonly { name: KootaName; label: string; hi: string; max: number; measures: LocalText }[];
/** The customary minimum for a match to be considered. */
export const GUNA_MILAN_CUSTOMARY_MINIMUM = 18;

/**
 * Where traditions differ we follow one and say so to members, and we never change the points for an exception:
 * a dosha some families set aside is still shown with its 0 points, with the reason they would give.
 */
export const GUNA_MILAN_TRADITION: LocalText = {
  en: 'Scored the North Indian way from the Moon’s nakshatra and rashi (Lahiri ayanamsa). Vashya uses the common symmetric table. Dhanu and Makara change Vashya halfway through the sign; as we go by the pada, not the exact degree, Purva Ashadha 1 in Dhanu and Shravana 2 in Makara count with the first half. Bhakoot and Nadi doshas score 0 even where some traditions set them aside (same or friendly sign lords for Bhakoot; same sign with different stars, or the same star in a different sign or pada, for Nadi): when that applies we say so, and your family astrologer decides.',
  hi: 'उत्तर भारतीय पद्धति से, चंद्रमा के नक्षत्र और राशि (लाहिड़ी अयनांश) से गिना गया। वश्य के लिए प्रचलित सममित तालिका ली गई है। धनु और मकर राशि में आधी राशि के बाद वश्य बदलता है; हम सटीक अंश से नहीं, चरण से गिनते हैं, इसलिए धनु में पूर्वाषाढ़ा का पहला और मकर में श्रवण का दूसरा चरण पहले आधे में गिने जाते हैं। भकूट और नाड़ी दोष के अंक 0 ही रहते हैं, चाहे कुछ परंपराएँ उन्हें मान्य न करें (भकूट में राशि स्वामी एक या मित्र हों; नाड़ी में राशि एक हो पर नक्षत्र अलग, या नक्षत्र एक हो पर राशि या चरण अलग): ऐसा होने पर हम बता देते हैं, निर्णय आपके पारिवारिक ज्योतिषी का है।',
};

export interface KootaScore {
  name: KootaName;
  points: number;
  max: number;
}

export interface Dosha {
  name: 'nadi' | 'bhakoot';
  /** Some traditions cancel this dosha for this pair (see GUNA_MILAN_TRADITION); the points stay 0. */
  setAsideBySomeTraditions: boolean;
}

export interface GunaMilan {
  total: number;
  kootas: KootaScore[];
  doshas: Dosha[];
}

interface Side {
  nakshatraIndex: number;
  rashiIndex: number;
  padaInSign: number;
  pada: number;
}

function sideOf(key: StarKey): Side {
  const star = moonStarOfKey(key);
  return {
    nakshatraIndex: nakshatras.findIndex((item) => item.value === star.nakshatra),
    rashiIndex: rashis.findIndex((item) => item.value === star.rashi),
    padaInSign: key % 9,
    pada: star.pada,
  };
}

const rashiOfSide = (side: Side) => rashis[side.rashiIndex].value;
const nakshatraOfSide = (side: Side) => nakshatras[side.nakshatraIndex].value;

/** Counting from one position to another inclusively, as the texts count (the same position is 1). */
const countFrom = (from: number, to: number, of: number) => ((to - from + of) % of) + 1;

function varna(bride: Side, groom: Side): number {
  return varnaRank[rashiTraits[rashiOfSide(groom)].varna] >= varnaRank[rashiTraits[rashiOfSide(bride)].varna] ? 1 : 0;
}

/**
 * Parashara gives Dhanu two feet to 15° and four after, Makara four feet to 15° and water after. A star key holds the
 * pada, not the degree, and the fifth pada of a sign runs from 13°20′ to 16°40′: it counts with the half it starts in,
 * as GUNA_MILAN_TRADITION tells members.
 */
function vashyaOf(side: Side): Vashya {
  return rashiTraits[rashiOfSide(side)].vashya[side.padaInSign <= 4 ? 0 : 1];
}

function vashya(bride: Side, groom: Side): number {
  return vashyaPoints[vashyaOrder.indexOf(vashyaOf(groom))][vashyaOrder.indexOf(vashyaOf(bride))];
}

/** Tara: from each star to the other, the count's place in the cycle of nine; 3, 5 and 7 are inauspicious. */
function tara(bride: Side, groom: Side): number {
  const auspicious = (from: Side, to: Side) =>
    [3, 5, 7].includes(((countFrom(from.nakshatraIndex, to.nakshatraIndex, 27) - 1) % 9) + 1) ? 0 : 1.5;
  return auspicious(bride, groom) + auspicious(groom, bride);
}

function yoni(bride: Side, groom: Side): number {
  const animal = (side: Side) => yoniAnimals.indexOf(nakshatraTraits[nakshatraOfSide(side)].yoni);
  return yoniPoints[animal(groom)][animal(bride)];
}

function grahaMaitri(bride: Side, groom: Side): number {
  const brideLord = rashiTraits[rashiOfSide(bride)].lord;
  const groomLord = rashiTraits[rashiOfSide(groom)].lord;
  if (brideLord === groomLord) return 5;
  const regards = [regardOf(brideLord, groomLord), regardOf(groomLord, brideLord)].sort().join('+');
  const points: Record<string, number> = {
    'friend+friend': 5,
    'friend+neutral': 4,
    'neutral+neutral': 3,
    'enemy+friend': 1,
    'enemy+neutral': 0.5,
    'enemy+enemy': 0,
  };
  return points[regards];
}

/**
 * Gana points, groom's gana by bride's. The direction matters between Deva and the others: a Deva groom with a
 * Manushya bride 6, the other way 5; a Rakshasa groom with a Deva bride 1, the other way 0. This is the table of the
 * Hindi texts families' astrologers read, and their worked examples agree: Nemichandra Shastri's Bharatiya Jyotish,
 * gana-guna bodhak chakra (bride Krittika, Rakshasa, with groom Revati, Deva: 0 gunas;
 * https://jainqq.org/pagetext/Bharatiya_Jyotish/002676/481) and Saral Jyotish's gana-guna chakra (bride Revati, Deva,
 * with groom Uttara Ashadha, Manushya: 5 gunas; https://jainqq.org/explore/009373/152). Some software prints the
 * transpose; we follow the books.
 */
const ganaPoints: Record<Gana, Record<Gana, number>> = {
  deva: { deva: 6, manushya: 6, rakshasa: 0 },
  manushya: { deva: 5, manushya: 6, rakshasa: 0 },
  rakshasa: { deva: 1, manushya: 0, rakshasa: 6 },
};

function gana(bride: Side, groom: Side): number {
  return ganaPoints[nakshatraTraits[nakshatraOfSide(groom)].gana][nakshatraTraits[nakshatraOfSide(bride)].gana];
}

/** The sign positions (counted from the bride's) that make Bhakoot dosha: 2/12, 5/9 and 6/8. */
export const BHAKOOT_DOSHA_POSITIONS: readonly number[] = [2, 12, 5, 9, 6, 8];

function hasBhakootDosha(bride: Side, groom: Side): boolean {
  return BHAKOOT_DOSHA_POSITIONS.includes(countFrom(bride.rashiIndex, groom.rashiIndex, 12));
}

function bhakootSetAside(bride: Side, groom: Side): boolean {
  const brideLord = rashiTraits[rashiOfSide(bride)].lord;
  const groomLord = rashiTraits[rashiOfSide(groom)].lord;
  return (
    brideLord === groomLord ||
    (regardOf(brideLord, groomLord) === 'friend' && regardOf(groomLord, brideLord) === 'friend')
  );
}

const hasNadiDosha = (bride: Side, groom: Side) =>
  nakshatraTraits[nakshatraOfSide(bride)].nadi === nakshatraTraits[nakshatraOfSide(groom)].nadi;

function nadiSetAside(bride: Side, groom: Side): boolean {
  const sameStar = bride.nakshatraIndex === groom.nakshatraIndex;
  const sameSign = bride.rashiIndex === groom.rashiIndex;
  return (sameSign && !sameStar) || (sameStar && !sameSign) || (sameStar && bride.pada !== groom.pada);
}

/** Guna Milan (Ashtakoota) of a bride and a groom from their moon star keys. */
export function gunaMilan(brideKey: StarKey, groomKey: StarKey): GunaMilan {
  const bride = sideOf(brideKey);
  const groom = sideOf(groomKey);
  const points: Record<KootaName, number> = {
    varna: varna(bride, groom),
    vashya: vashya(bride, groom),
    tara: tara(bride, groom),
    yoni: yoni(bride, groom),
    'graha-maitri': grahaMaitri(bride, groom),
    gana: gana(bride, groom),
    bhakoot: hasBhakootDosha(bride, groom) ? 0 : 7,
    nadi: hasNadiDosha(bride, groom) ? 0 : 8,
  };
  const doshas: Dosha[] = [];
  if (hasNadiDosha(bride, groom)) doshas.push({ name: 'nadi', setAsideBySomeTraditions: nadiSetAside(bride, groom) });
  if (hasBhakootDosha(bride, groom))
    doshas.push({ name: 'bhakoot', setAsideBySomeTraditions: bhakootSetAside(bride, groom) });
  const scored = kootas.map(({ name, max }) => ({ name, points: points[name], max }));
  return { total: scored.reduce((sum, koota) => sum + koota.points, 0), kootas: scored, doshas };
}
