import { birthPlaceById, birthPlaceLabel, birthPlaces } from './birth-places';

describe('birth places', () => {
  it('have unique ids, coordinates on the globe and time zones this runtime knows', () => {
    expect(new Set(birthPlaces.map((place) => place.id)).size).toBe(birthPlaces.length);
    for (const place of birthPlaces) {
      expect(Math.abs(place.latitude)).toBeLessThanOrEqual(90);
      expect(Math.abs(place.longitude)).toBeLessThanOrEqual(180);
      expect(() => new Intl.DateTimeFormat('en', { timeZone: place.timeZone })).not.toThrow();
    }
  });

  it('cover India’s large cities under their present names, and the diaspora', () => {
    const labels = birthPlaces.map(birthPlaceLabel);
    for (const label of [
      'Mumbai, Maharashtra',
      'Raipur, Chhattisgarh',
      'Thane, Maharashtra',
      'Kalaburagi, Karnataka',
      'Kathmandu, Nepal',
      'Dubai, United Arab Emirates',
      'London, United Kingdom',
    ]) {
      expect(labels).toContain(label);
    }
    expect(birthPlaces.filter((place) => place.timeZone === 'Asia/Kolkata').length).toBeGreaterThan(200);
    expect(birthPlaceById('no-such-place')).toBeUndefined();
  });
});
