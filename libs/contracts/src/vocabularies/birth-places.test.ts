import { indianStates } from './indian-states';
import { birthPlaceById, birthPlaceHindiLabel, birthPlaceLabel, birthPlaces, birthPlacesNamed } from './birth-places';
import { findBirthPlaces } from './find-birth-places';

const hindiLabelOf = (id: string) => {
  const place = birthPlaceById(id);
  return place && birthPlaceHindiLabel(place);
};

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

  it('have a Hindi name and region in Devanagari, each place', () => {
    const devanagari = /^[\u0900-\u097f][\u0900-\u097f .]*$/;
    expect(birthPlaces.filter((place) => !devanagari.test(place.hi) || !devanagari.test(place.regionHi))).toEqual([]);
    expect(hindiLabelOf('etawah-in')).toBe('इटावा, उत्तर प्रदेश');
    expect(hindiLabelOf('prayagraj-in')).toBe('प्रयागराज, उत्तर प्रदेश');
    expect(hindiLabelOf('london-gb')).toBe('लंदन, ब्रिटेन');
    expect(hindiLabelOf('new-york-us')).toBe('न्यूयॉर्क, अमेरिका');
  });

  it('are found as a member types them: in Devanagari, in common spellings and by former names', () => {
    const firstFound = (search: string) => findBirthPlaces(search)[0]?.id;
    for (const search of ['इटावा', 'इटा', 'Etawah', 'etaw', 'Itawa', 'Etava', 'ITAWAH']) {
      expect([search, firstFound(search)]).toEqual([search, 'etawah-in']);
    }
    for (const [search, id] of [
      ['कानपुर', 'kanpur-in'],
      ['Kanpoor', 'kanpur-in'],
      ['Wadodara', 'vadodara-in'],
      ['Simla', 'shimla-in'],
      ['Lakhnau', 'lucknow-in'],
      ['Lakshmi Narayan', undefined],
      ['Allahabad', 'prayagraj-in'],
      ['इलाहाबाद', 'prayagraj-in'],
      ['बंबई', 'mumbai-in'],
      ['Bombay', 'mumbai-in'],
      ['लंदन', 'london-gb'],
      ['Montreal', 'montreal-ca'],
      ['नई दिल्ली', 'new-delhi-in'],
    ]) {
      expect([search, firstFound(search as string)]).toEqual([search, id]);
    }
  });

  it('list names starting as typed before names that only sound alike', () => {
    const ids = findBirthPlaces('इटा').map((place) => place.id);
    expect(ids.slice(0, 2)).toEqual(['etawah-in', 'itanagar-in']);
    expect(findBirthPlaces('उत्तर प्रदेश').every((place) => place.region === 'Uttar Pradesh')).toBe(true);
    expect(findBirthPlaces(' ')).toHaveLength(birthPlaces.length);
  });

  it('are named in a spreadsheet in Hindi too', () => {
    expect(birthPlacesNamed('इटावा').map((place) => place.id)).toEqual(['etawah-in']);
    expect(birthPlacesNamed('इटावा, उत्तर प्रदेश').map((place) => place.id)).toEqual(['etawah-in']);
    expect(birthPlacesNamed('हैदराबाद').map(birthPlaceLabel)).toEqual(['Hyderabad, Telangana', 'Hyderabad, Pakistan']);
  });
});
