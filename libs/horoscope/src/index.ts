export { birthStarOf, BOUNDARY_CAUTION_DEGREES } from './birth-star';
export type { BirthStar } from './birth-star';
export {
  BHAKOOT_DOSHA_POSITIONS,
  GUNA_MILAN_CUSTOMARY_MINIMUM,
  GUNA_MILAN_TRADITION,
  gunaMilan,
  kootas,
} from './guna-milan';
export type { Dosha, GunaMilan, KootaScore } from './guna-milan';
export { manglikReading, manglikReadingText } from './manglik-reading';
export { siderealMoonLongitude } from './moon-longitude';
