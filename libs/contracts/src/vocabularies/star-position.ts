import { nakshatras, rashis, type Nakshatra, type Rashi } from './horoscope';

/** A nakshatra spans 13°20′ of the sidereal zodiac and a pada a quarter of it: 108 padas, nine to a rashi. */
export const NAKSHATRA_DEGREES = 360 / 27;
export const PADA_DEGREES = NAKSHATRA_DEGREES / 4;
export const PADAS = [1, 2, 3, 4] as const;
export type Pada = (typeof PADAS)[number];

/** Where the Moon stood: the birth star, its quarter, and the moon sign that quarter lies in. */
export interface MoonStar {
  nakshatra: Nakshatra;
  pada: Pada;
  rashi: Rashi;
}

/** 0 for Ashwini pada 1 … 107 for Revati pada 4: the key of the Guna Milan score table. */
export type StarKey = number;

export const STAR_KEYS = 108;

export function starKeyOf(nakshatra: Nakshatra, pada: Pada): StarKey {
  return nakshatras.findIndex((item) => item.value === nakshatra) * 4 + (pada - 1);
}

export function moonStarOfKey(key: StarKey): MoonStar {
  if (!Number.isInteger(key) || key < 0 || key >= STAR_KEYS) throw new RangeError(`No star key ${key}`);
  return {
    nakshatra: nakshatras[Math.floor(key / 4)].value,
    pada: ((key % 4) + 1) as Pada,
    rashi: rashis[Math.floor(key / 9)].value,
  };
}

/** The rashi a nakshatra's pada lies in (each rashi holds nine padas). */
export function rashiOf(nakshatra: Nakshatra, pada: Pada): Rashi {
  return moonStarOfKey(starKeyOf(nakshatra, pada)).rashi;
}

/** The rashis a nakshatra touches: one, or two when it crosses a sign's edge (Krittika: Mesha and Vrishabha). */
export function rashisOf(nakshatra: Nakshatra): Rashi[] {
  return [...new Set(PADAS.map((pada) => rashiOf(nakshatra, pada)))];
}

/**
 * The key the score table is read with. Every koota depends on the nakshatra and the rashi only, so a member who
 * knows their star and moon sign but not the pada gets the first pada of that star inside that sign; null when the
 * sign and the star cannot meet (Rohini lies wholly in Vrishabha).
 */
export function starKeyFor(nakshatra: Nakshatra, rashi: Rashi, pada: Pada | null): StarKey | null {
  const padas = pada === null ? PADAS : [pada];
  const found = padas.find((candidate) => rashiOf(nakshatra, candidate) === rashi);
  return found === undefined ? null : starKeyOf(nakshatra, found);
}

/** The star of a sidereal longitude in degrees (any value, wrapped to 0–360). */
export function moonStarAt(siderealLongitude: number): MoonStar {
  const wrapped = ((siderealLongitude % 360) + 360) % 360;
  return moonStarOfKey(Math.min(STAR_KEYS - 1, Math.floor(wrapped / PADA_DEGREES)));
}

/** How far a longitude lies from the nearest pada boundary, in degrees. */
export function distanceToPadaBoundary(siderealLongitude: number): number {
  const within = ((siderealLongitude % PADA_DEGREES) + PADA_DEGREES) % PADA_DEGREES;
  return Math.min(within, PADA_DEGREES - within);
}
