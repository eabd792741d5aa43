import type { Rashi } from '@matri/contracts';

export type Varna = 'brahmin' | 'kshatriya' | 'vaishya' | 'shudra';
export type Vashya = 'chatushpada' | 'manava' | 'jalachara' | 'vanachara' | 'keeta';
export type Planet = 'sun' | 'moon' | 'mars' | 'mercury' | 'jupiter' | 'venus' | 'saturn';

/** Varna counts upwards: the groom's must be the bride's or higher for the point. */
export const varnaRank: Record<Varna, number> = { shudra: 1, vaishya: 2, kshatriya: 3, brahmin: 4 };

interface RashiTraits {
  varna: Varna;
  lord: Planet;
  /** The vashya of the sign's first and second half (they differ for Dhanu and Makara only). */
  vashya: readonly [Vashya, Vashya];
}

/** Varna by the sign's element (water brahmin, fire kshatriya, earth vaishya, air shudra); lords as Parashara gives. */
export const rashiTraits: Record<Rashi, RashiTraits> = {
  mesha: { varna: 'kshatriya', lord: 'mars', vashya: ['chatushpada', 'chatushpada'] },
  vrishabha: { varna: 'vaishya', lord: 'venus', vashya: ['chatushpada', 'chatushpada'] },
  mithuna: { varna: 'shudra', lord: 'mercury', vashya: ['manava', 'manava'] },
  karka: { varna: 'brahmin', lord: 'moon', vashya: ['jalachara', 'jalachara'] },
  simha: { varna: 'kshatriya', lord: 'sun', vashya: ['vanachara', 'vanachara'] },
  kanya: { varna: 'vaishya', lord: 'mercury', vashya: ['manava', 'manava'] },
  tula: { varna: 'shudra', lord: 'venus', vashya: ['manava', 'manava'] },
  vrishchika: { varna: 'brahmin', lord: 'mars', vashya: ['keeta', 'keeta'] },
  dhanu: { varna: 'kshatriya', lord: 'jupiter', vashya: ['manava', 'chatushpada'] },
  makara: { varna: 'vaishya', lord: 'saturn', vashya: ['chatushpada', 'jalachara'] },
  kumbha: { varna: 'shudra', lord: 'saturn', vashya: ['manava', 'manava'] },
  meena: { varna: 'brahmin', lord: 'jupiter', vashya: ['jalachara', 'jalachara'] },
};

/**
 * Vashya points (0–2), rows and columns in the order chatushpada, manava, jalachara, vanachara, keeta. Traditions
 * differ here: this is the symmetric table most North Indian software uses (2 the same group, 1 or ½ where one group
 * is "controlled" by the other, 0 between man and wild animal and between wild animal and insect).
 */
export const vashyaOrder: readonly Vashya[] = ['chatushpada', 'manava', 'jalachara', 'vanachara', 'keeta'];
export const vashyaPoints: readonly (readonly number[])[] = [
  [2, 1, 1, 0.5, 1],
  [1, 2, 0.5, 0, 1],
  [1, 0.5, 2, 1, 1],
  [0.5, 0, 1, 2, 0],
  [1, 1, 1, 0, 2],
];

/** Natural friendship (Parashara's naisargika maitri): how the first planet regards the second. */
export type Regard = 'friend' | 'neutral' | 'enemy';
const friendships: Record<Planet, { friends: Planet[]; enemies: Planet[] }> = {
  sun: { friends: ['moon', 'mars', 'jupiter'], enemies: ['venus', 'saturn'] },
  moon: { friends: ['sun', 'mercury'], enemies: [] },
  mars: { friends: ['sun', 'moon', 'jupiter'], enemies: ['mercury'] },
  mercury: { friends: ['sun', 'venus'], enemies: ['moon'] },
  jupiter: { friends: ['sun', 'moon', 'mars'], enemies: ['mercury', 'venus'] },
  venus: { friends: ['mercury', 'saturn'], enemies: ['sun', 'moon'] },
  saturn: { friends: ['mercury', 'venus'], enemies: ['sun', 'moon', 'mars'] },
};

export function regardOf(planet: Planet, other: Planet): Regard {
  const { friends, enemies } = friendships[planet];
  if (friends.includes(other)) return 'friend';
  if (enemies.includes(other)) return 'enemy';
  return 'neutral';
}
