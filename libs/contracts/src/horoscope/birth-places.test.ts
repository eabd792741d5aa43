import { indianStates } from '../vocabularies/indian-states';
import { birthPlaceById, birthPlaceLabel, birthPlaces, birthPlacesNamed } from './birth-places';

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

  it('name each Indian city’s state as the state list does, under today’s borders', () => {
    const states = new Set<string>(indianStates.map((state) => state.label));
    const indian = birthPlaces.filter((place) => place.timeZone === 'Asia/Kolkata');
    expect(indian.filter((place) => !states.has(place.region)).map(birthPlaceLabel)).toEqual([]);
    const labels = indian.map(birthPlaceLabel);
    expect(labels).toEqual(expect.arrayContaining(['Ahmedabad, Gujarat', 'Hyderabad, Telangana', 'Cuttack, Odisha']));
  });

  it('are found by what a spreadsheet holds: the name, the name and region, or the id', () => {
    const idsNamed = (text: string) => birthPlacesNamed(text).map((place) => place.id);
    expect(idsNamed('Pune')).toEqual(['pune-in']);
    expect(idsNamed(' pune, maharashtra ')).toEqual(['pune-in']);
    expect(idsNamed('Hyderabad, Telangana')).toEqual(['hyderabad-in']);
    expect(idsNamed('hyderabad-pk')).toEqual(['hyderabad-pk']);
    expect(idsNamed('MONTREAL ')).toEqual(['montreal-ca']);
    expect(idsNamed('Atlantis')).toEqual([]);
  });

  it('leave a name two places share to its region', () => {
    expect(birthPlacesNamed('Hyderabad').map(birthPlaceLabel)).toEqual(['Hyderabad, Telangana', 'Hyderabad, Pakistan']);
  });
});
