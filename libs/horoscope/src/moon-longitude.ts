import { EclipticGeoMoon } from 'astronomy-engine';

const J2000_MS = Date.UTC(2000, 0, 1, 12);
const MS_PER_CENTURY = 36525 * 86_400_000;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * The mean Lahiri (Chitrapaksha) ayanamsa in degrees: 23.857092° at J2000, carried by the general precession in
 * longitude (IAU 2006: 5028.796195″ T + 1.1054348″ T², T in Julian centuries), as the Swiss Ephemeris has it; its
 * value at the 1956 reference date (23.245525°: the committee's 23°15′00.658″ less nutation) falls out within 0.0001°.
 */
export function lahiriAyanamsa(instant: Date): number {
  const t = (instant.getTime() - J2000_MS) / MS_PER_CENTURY;
  return 23.857092 + (5028.796195 * t + 1.1054348 * t * t) / 3600;
}

/** Nutation in longitude in degrees, from the four largest terms of the IAU 1980 series (good to 0.5″). */
function nutationInLongitude(instant: Date): number {
  const t = (instant.getTime() - J2000_MS) / MS_PER_CENTURY;
  const moonNode = radians(125.04452 - 1934.136261 * t);
  const sun = radians(280.4665 + 36000.7698 * t);
  const moon = radians(218.3165 + 481267.8813 * t);
  const arcseconds =
    -17.2 * Math.sin(moonNode) - 1.32 * Math.sin(2 * sun) - 0.23 * Math.sin(2 * moon) + 0.21 * Math.sin(2 * moonNode);
  return arcseconds / 3600;
}

/**
 * The Moon's sidereal (Lahiri) longitude in degrees, 0–360, seen from the Earth's centre at an instant.
 * astronomy-engine gives the longitude from the true equinox of date; the ayanamsa is measured from the mean one,
 * so the nutation comes off too (14″ in 2000: enough to move a Moon near a pada's edge across it).
 */
export function siderealMoonLongitude(instant: Date): number {
  const tropical = EclipticGeoMoon(instant).lon;
  const sidereal = tropical - nutationInLongitude(instant) - lahiriAyanamsa(instant);
  return ((sidereal % 360) + 360) % 360;
}
