import type { Nakshatra } from '@matri/contracts';

export const yoniAnimals = [
  'horse',
  'elephant',
  'sheep',
  'serpent',
  'dog',
  'cat',
  'rat',
  'cow',
  'buffalo',
  'tiger',
  'deer',
  'monkey',
  'mongoose',
  'lion',
] as const;
export type YoniAnimal = (typeof yoniAnimals)[number];

export type Gana = 'deva' | 'manushya' | 'rakshasa';
export type Nadi = 'adi' | 'madhya' | 'antya';

interface NakshatraTraits {
  yoni: YoniAnimal;
  yoniGender: 'male' | 'female';
  gana: Gana;
  nadi: Nadi;
}

/**
 * Yoni, gana and nadi of each nakshatra as every Ashtakoota table gives them (Muhurta Chintamani; the 27-star
 * system, Abhijit left out as matching does).
 */
export const nakshatraTraits: Record<Nakshatra, NakshatraTraits> = {
  ashwini: { yoni: 'horse', yoniGender: 'male', gana: 'deva', nadi: 'adi' },
  bharani: { yoni: 'elephant', yoniGender: 'male', gana: 'manushya', nadi: 'madhya' },
  krittika: { yoni: 'sheep', yoniGender: 'female', gana: 'rakshasa', nadi: 'antya' },
  rohini: { yoni: 'serpent', yoniGender: 'male', gana: 'manushya', nadi: 'antya' },
  mrigashira: { yoni: 'serpent', yoniGender: 'female', gana: 'deva', nadi: 'madhya' },
  ardra: { yoni: 'dog', yoniGender: 'female', gana: 'manushya', nadi: 'adi' },
  punarvasu: { yoni: 'cat', yoniGender: 'female', gana: 'deva', nadi: 'adi' },
  pushya: { yoni: 'sheep', yoniGender: 'male', gana: 'deva', nadi: 'madhya' },
  ashlesha: { yoni: 'cat', yoniGender: 'male', gana: 'rakshasa', nadi: 'antya' },
  magha: { yoni: 'rat', yoniGender: 'male', gana: 'rakshasa', nadi: 'antya' },
  'purva-phalguni': { yoni: 'rat', yoniGender: 'female', gana: 'manushya', nadi: 'madhya' },
  'uttara-phalguni': { yoni: 'cow', yoniGender: 'male', gana: 'manushya', nadi: 'adi' },
  hasta: { yoni: 'buffalo', yoniGender: 'female', gana: 'deva', nadi: 'adi' },
  chitra: { yoni: 'tiger', yoniGender: 'female', gana: 'rakshasa', nadi: 'madhya' },
  swati: { yoni: 'buffalo', yoniGender: 'male', gana: 'deva', nadi: 'antya' },
  vishakha: { yoni: 'tiger', yoniGender: 'male', gana: 'rakshasa', nadi: 'antya' },
  anuradha: { yoni: 'deer', yoniGender: 'female', gana: 'deva', nadi: 'madhya' },
  jyeshtha: { yoni: 'deer', yoniGender: 'male', gana: 'rakshasa', nadi: 'adi' },
  mula: { yoni: 'dog', yoniGender: 'male', gana: 'rakshasa', nadi: 'adi' },
  'purva-ashadha': { yoni: 'monkey', yoniGender: 'male', gana: 'manushya', nadi: 'madhya' },
  'uttara-ashadha': { yoni: 'mongoose', yoniGender: 'male', gana: 'manushya', nadi: 'antya' },
  shravana: { yoni: 'monkey', yoniGender: 'female', gana: 'deva', nadi: 'antya' },
  dhanishta: { yoni: 'lion', yoniGender: 'female', gana: 'rakshasa', nadi: 'madhya' },
  shatabhisha: { yoni: 'horse', yoniGender: 'female', gana: 'rakshasa', nadi: 'adi' },
  'purva-bhadrapada': { yoni: 'lion', yoniGender: 'male', gana: 'manushya', nadi: 'adi' },
  'uttara-bhadrapada': { yoni: 'cow', yoniGender: 'female', gana: 'manushya', nadi: 'madhya' },
  revati: { yoni: 'elephant', yoniGender: 'female', gana: 'deva', nadi: 'antya' },
};

/**
 * Yoni points (0–4) between two animals, rows and columns in `yoniAnimals` order: 4 the same animal, 0 the sworn
 * enemies (horse–buffalo, elephant–lion, sheep–monkey, serpent–mongoose, dog–deer, cat–rat, cow–tiger). The table
 * every published Ashtakoota chart carries; it is symmetric, so the direction does not matter.
 */
export const yoniPoints: readonly (readonly number[])[] = [
  [4, 2, 2, 3, 2, 2, 2, 1, 0, 1, 3, 3, 2, 1],
  [2, 4, 3, 3, 2, 2, 2, 2, 3, 1, 2, 3, 2, 0],
  [2, 3, 4, 2, 1, 2, 1, 3, 3, 1, 2, 0, 3, 1],
  [3, 3, 2, 4, 2, 1, 1, 1, 1, 2, 2, 2, 0, 2],
  [2, 2, 1, 2, 4, 2, 1, 2, 2, 1, 0, 2, 1, 1],
  [2, 2, 2, 1, 2, 4, 0, 2, 2, 1, 3, 3, 2, 1],
  [2, 2, 1, 1, 1, 0, 4, 2, 2, 2, 2, 2, 1, 2],
  [1, 2, 3, 1, 2, 2, 2, 4, 3, 0, 3, 2, 2, 1],
  [0, 3, 3, 1, 2, 2, 2, 3, 4, 1, 2, 2, 2, 1],
  [1, 1, 1, 2, 1, 1, 2, 0, 1, 4, 1, 1, 2, 1],
  [3, 2, 2, 2, 0, 3, 2, 3, 2, 1, 4, 2, 2, 1],
  [3, 3, 0, 2, 2, 3, 2, 2, 2, 1, 2, 4, 3, 2],
  [2, 2, 3, 0, 1, 2, 1, 2, 2, 2, 2, 3, 4, 2],
  [1, 0, 1, 2, 1, 1, 2, 1, 1, 1, 1, 2, 2, 4],
];
