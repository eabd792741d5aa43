import { nakshatras, rashis } from './horoscope';
import {
  distanceToPadaBoundary,
  moonStarAt,
  moonStarOfKey,
  rashiOf,
  rashisOf,
  starKeyFor,
  starKeyOf,
  STAR_KEYS,
} from './star-position';

describe('star positions', () => {
  it('numbers the 108 padas from Ashwini pada 1 to Revati pada 4, nine to a rashi', () => {
    expect(moonStarOfKey(0)).toEqual({ nakshatra: 'ashwini', pada: 1, rashi: 'mesha' });
    expect(moonStarOfKey(STAR_KEYS - 1)).toEqual({ nakshatra: 'revati', pada: 4, rashi: 'meena' });
    for (const [index, rashi] of rashis.entries()) {
      const keys = Array.from({ length: STAR_KEYS }, (_, key) => key).filter(
        (key) => moonStarOfKey(key).rashi === rashi.value,
      );
      expect(keys).toEqual(Array.from({ length: 9 }, (_, i) => index * 9 + i));
    }
    for (let key = 0; key < STAR_KEYS; key += 1) {
      const star = moonStarOfKey(key);
      expect(starKeyOf(star.nakshatra, star.pada)).toBe(key);
    }
  });

  it('knows the stars that cross a sign’s edge', () => {
    expect(rashisOf('krittika')).toEqual(['mesha', 'vrishabha']);
    expect(rashisOf('rohini')).toEqual(['vrishabha']);
    expect(rashiOf('uttara-phalguni', 1)).toBe('simha');
    expect(rashiOf('uttara-phalguni', 2)).toBe('kanya');
    expect(nakshatras.filter((star) => rashisOf(star.value).length === 2)).toHaveLength(9);
  });

  it('finds the score key from star and sign when the pada is not known, and refuses a sign the star never meets', () => {
    expect(starKeyFor('krittika', 'vrishabha', null)).toBe(starKeyOf('krittika', 2));
    expect(starKeyFor('krittika', 'mesha', null)).toBe(starKeyOf('krittika', 1));
    expect(starKeyFor('rohini', 'vrishabha', 3)).toBe(starKeyOf('rohini', 3));
    expect(starKeyFor('rohini', 'mesha', null)).toBeNull();
    expect(starKeyFor('krittika', 'mesha', 3)).toBeNull();
  });

  it('places a longitude in its pada and measures the distance to the nearest edge', () => {
    expect(moonStarAt(0)).toEqual({ nakshatra: 'ashwini', pada: 1, rashi: 'mesha' });
    expect(moonStarAt(40)).toEqual({ nakshatra: 'rohini', pada: 1, rashi: 'vrishabha' });
    expect(moonStarAt(359.999)).toEqual({ nakshatra: 'revati', pada: 4, rashi: 'meena' });
    expect(moonStarAt(-0.5)).toEqual({ nakshatra: 'revati', pada: 4, rashi: 'meena' });
    expect(distanceToPadaBoundary(40.005)).toBeCloseTo(0.005, 6);
    expect(distanceToPadaBoundary(41.6)).toBeCloseTo(1.6, 6);
    expect(distanceToPadaBoundary(43.3)).toBeCloseTo(40 + 10 / 3 - 43.3, 6);
  });
});
