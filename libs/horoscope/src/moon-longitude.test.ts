import sweph from 'sweph';
import { birthPlaceById, birthPlaces, distanceToPadaBoundary, moonStarAt } from '@matri/contracts';
import { birthStarOf } from './birth-star';
import { lahiriAyanamsa, siderealMoonLongitude } from './moon-longitude';
import { zonedTimeToUtc } from './zoned-time';

/**
 * The independent implementation: the Swiss Ephemeris in its Moshier mode (no data files), Lahiri ayanamsa. A test
 * dependency only (AGPL): nothing the product ships imports it.
 */
const { constants } = sweph;
sweph.set_sid_mode(constants.SE_SIDM_LAHIRI, 0, 0);
function swissSiderealMoon(instant: Date): number {
  const hours =
    instant.getUTCHours() +
    instant.getUTCMinutes() / 60 +
    instant.getUTCSeconds() / 3600 +
    instant.getUTCMilliseconds() / 3_600_000;
  const day = sweph.julday(
    instant.getUTCFullYear(),
    instant.getUTCMonth() + 1,
    instant.getUTCDate(),
    hours,
    constants.SE_GREG_CAL,
  );
  const result = sweph.calc_ut(day, constants.SE_MOON, constants.SEFLG_MOSEPH | constants.SEFLG_SIDEREAL);
  if (result.error) throw new Error(result.error);
  return result.data[0];
}

const angleBetween = (a: number, b: number) => {
  const difference = Math.abs(a - b) % 360;
  return Math.min(difference, 360 - difference);
};

/** mulberry32: the same thousand birth moments on every run. */
function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

describe('the Moon’s sidereal longitude', () => {
  it('matches the published position and ayanamsa at J2000', () => {
    const j2000 = new Date(Date.UTC(2000, 0, 1, 12));
    expect(lahiriAyanamsa(j2000)).toBeCloseTo(23.857, 3);
    // 1956-03-21, the reference date: the Swiss Ephemeris's mean value (the committee's 23°15′00.658″ less nutation).
    expect(lahiriAyanamsa(new Date(Date.UTC(1956, 2, 21)))).toBeCloseTo(23.245524743, 4);
    expect(angleBetween(siderealMoonLongitude(j2000), swissSiderealMoon(j2000))).toBeLessThan(0.001);
  });

  it('gives the Swiss Ephemeris’s nakshatra and pada for 1,000 births 1940–2010 in Indian and world places', () => {
    const random = seededRandom(20261124);
    const start = Date.UTC(1940, 0, 1);
    const span = Date.UTC(2010, 11, 31) - start;
    let nearBoundary = 0;
    let largest = 0;
    const disagreements: string[] = [];
    for (let i = 0; i < 1000; i += 1) {
      const place = birthPlaces[Math.floor(random() * birthPlaces.length)];
      const day = new Date(start + random() * span);
      const date = `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`;
      const time = `${pad(Math.floor(random() * 24))}:${pad(Math.floor(random() * 60))}`;
      const instant = zonedTimeToUtc(date, time, place.timeZone);
      const ours = siderealMoonLongitude(instant);
      const theirs = swissSiderealMoon(instant);
      largest = Math.max(largest, angleBetween(ours, theirs));
      if (distanceToPadaBoundary(theirs) < 0.01) {
        nearBoundary += 1;
        continue;
      }
      const a = moonStarAt(ours);
      const b = moonStarAt(theirs);
      if (a.nakshatra !== b.nakshatra || a.pada !== b.pada) disagreements.push(`${date} ${time} ${place.id}`);
    }
    console.info(
      `1,000 births: largest difference from the Swiss Ephemeris ${largest.toFixed(5)}°; ${nearBoundary} within 0.01° of a pada boundary (not compared)`,
    );
    expect(disagreements).toEqual([]);
    expect(largest).toBeLessThan(0.002);
    expect(nearBoundary).toBeLessThan(20);
  });

  // Checked by hand: the offset each date's clocks ran at (India's war time) and the Swiss Ephemeris's position.
  it('reads Indian births in the war years at +06:30, which can change the star', () => {
    const delhi = birthPlaceById('delhi-in');
    if (!delhi) throw new Error('Delhi is a birth place');
    // 22 June 1943, 18:00 in Delhi was 11:30 UTC: Dhanishta pada 4 (at +05:30 it would read Shatabhisha pada 1).
    const evening = birthStarOf('1943-06-22', '18:00', delhi);
    expect(evening).toMatchObject({ nakshatra: 'dhanishta', pada: 4, rashi: 'kumbha' });
    expect(moonStarAt(swissSiderealMoon(new Date('1943-06-22T11:30:00Z')))).toMatchObject({ nakshatra: 'dhanishta' });
    expect(moonStarAt(siderealMoonLongitude(new Date('1943-06-22T12:30:00Z')))).toMatchObject({
      nakshatra: 'shatabhisha',
      pada: 1,
    });
    // 24 June 1943, 10:00: Purva Bhadrapada pada 3 in Kumbha; an hour later the Moon has crossed into Meena.
    expect(birthStarOf('1943-06-24', '10:00', delhi)).toMatchObject({
      nakshatra: 'purva-bhadrapada',
      pada: 3,
      rashi: 'kumbha',
    });
    expect(moonStarAt(swissSiderealMoon(new Date('1943-06-24T03:30:00Z')))).toMatchObject({ pada: 3, rashi: 'kumbha' });
  });

  it('says when a birth lies near a pada’s edge, so a few minutes decide it', () => {
    const mumbai = birthPlaceById('mumbai-in');
    if (!mumbai) throw new Error('Mumbai is a birth place');
    // Dhanishta ends at 306.667°; at 18:00 on 22 June 1943 the Moon stood at about 306.28°, moving about 0.55° an hour.
    expect(birthStarOf('1943-06-22', '18:00', mumbai).isNearBoundary).toBe(false);
    const nearEdge = birthStarOf('1943-06-22', '18:42', mumbai);
    expect(nearEdge.isNearBoundary).toBe(true);
    expect(distanceToPadaBoundary(nearEdge.longitude)).toBeLessThan(0.1);
  });
});
