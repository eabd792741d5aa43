import { type BirthPlace, distanceToPadaBoundary, moonStarAt, type MoonStar } from '@matri/contracts';
import { siderealMoonLongitude } from './moon-longitude';
import { isClockUnlikeToday, zonedTimeToUtc } from './zoned-time';

/**
 * How close to a pada's edge the Moon may stand before we ask the member to check with their written horoscope:
 * the computation agrees with the Swiss Ephemeris to about 0.001°, but the Moon moves 0.1° in about twelve minutes,
 * and a birth time is rarely known closer than that.
 */
export const BOUNDARY_CAUTION_DEGREES = 0.1;

export interface BirthStar extends MoonStar {
  /** The Moon's sidereal (Lahiri) longitude in degrees. */
  longitude: number;
  /** True when a birth time a few minutes off could give the neighbouring pada. */
  isNearBoundary: boolean;
  /** The birth place's clocks kept a time then that they keep no more (India's war time): we allowed for it. */
  isClockUnlikeToday: boolean;
}

/** The Moon's nakshatra, pada and rashi at a birth: local date and clock time at a place, by that place's history. */
export function birthStarOf(date: string, time: string, place: BirthPlace): BirthStar {
  const instant = zonedTimeToUtc(date, time, place.timeZone);
  const longitude = siderealMoonLongitude(instant);
  return {
    ...moonStarAt(longitude),
    longitude,
    isNearBoundary: distanceToPadaBoundary(longitude) < BOUNDARY_CAUTION_DEGREES,
    isClockUnlikeToday: isClockUnlikeToday(instant, place.timeZone),
  };
}
