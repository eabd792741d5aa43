import fc from 'fast-check';
import { importColumns } from './import-columns';
import { mapImportRow } from './map-import-row';
import { matchImportHeaders } from './match-import-headers';
import { DEFAULT_LANGUAGE } from '../i18n/languages';
import { setLanguageSource } from '../i18n/local-text';

const year = new Date().getFullYear();
const good = {
  'Full Name': 'Ananya Sharma',
  gender: ' female ',
  DOB: `12/04/${year - 28}`,
  'E-mail': 'Ananya.Sharma@Example.in',
  'mobile number': '+91 98765 43210',
  Religion: 'HINDU',
  Community: 'brahmin',
  'Mother Tongue': 'Hindi',
  'Marital status': 'never-married',
  Height: '163',
  'Annual income': '₹5–10 lakh',
  State: 'Maharashtra',
  City: 'Pune',
};

describe('matchImportHeaders', () => {
  it('matches headers whatever their case, spacing and punctuation, and reports unknown, duplicate and missing ones', () => {
    const match = matchImportHeaders(['FULL NAME', 'date_of_birth', 'Favourite colour', 'name', 'e-mail']);
    expect(match.columns.map((c) => c.column.field)).toEqual(['fullName', 'dateOfBirth', 'email']);
    expect(match.unknown).toEqual(['Favourite colour']);
    expect(match.duplicates).toEqual(['name']);
    expect(match.missing.map((c) => c.field)).toEqual(['gender', 'mobile', 'religion', 'motherTongue']);
  });
});

describe('mapImportRow', () => {
  const { columns } = matchImportHeaders(Object.keys(good));

  it('reads a row leniently into the fields the profile forms store', () => {
    const result = mapImportRow(good, columns);
    expect(result).toEqual({
      ok: true,
      member: {
        email: 'ananya.sharma@example.in',
        mobile: '+919876543210',
        gender: 'female',
        profile: expect.objectContaining({
          fullName: 'Ananya Sharma',
          dateOfBirth: `${year - 28}-04-12`,
          religion: 'hindu',
          community: 'brahmin',
          motherTongue: 'hindi',
          maritalStatus: 'never-married',
          heightCm: 163,
          incomeBand: '5-to-10-lakh',
          state: 'maharashtra',
          city: 'Pune',
          createdBy: 'self',
          country: 'in',
        }),
      },
    });
  });

  it('reads a cell our error file guarded against formulas as the value after the quote', () => {
    const result = mapImportRow({ ...good, 'mobile number': "'+91 98765 43210" }, columns);
    expect(result.ok && result.member.mobile).toBe('+919876543210');
  });

  it('names every problem of a row', () => {
    const result = mapImportRow(
      {
        ...good,
        gender: 'unknown',
        DOB: `${year - 16}-01-01`,
        Religion: 'Hindu',
        Community: 'Jat Sikh',
        Height: 'tall',
        'mobile number': '12345',
      },
      columns,
    );
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toEqual([
      { field: 'gender', message: 'Unknown gender: “unknown”' },
      { field: 'dateOfBirth', message: expect.stringContaining('18') },
      { field: 'mobile', message: 'Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9' },
      { field: 'community', message: '“Jat Sikh” is not a community of the religion given' },
      { field: 'heightCm', message: 'Enter height (cm) as a whole number' },
    ]);
  });

  it('refuses a row without a required column', () => {
    const { columns: partial } = matchImportHeaders(['Full name', 'E-mail']);
    const result = mapImportRow({ 'Full name': 'Ananya Sharma', 'E-mail': 'a@example.in' }, partial);
    expect(!result.ok && result.errors.map((e) => e.field)).toEqual([
      'gender',
      'dateOfBirth',
      'mobile',
      'religion',
      'motherTongue',
    ]);
  });

  it('writes its problems in the language of the one reading them, keeping the template header names', () => {
    setLanguageSource(() => 'hi');
    try {
      const { columns: partial } = matchImportHeaders(['Full name', 'Gender', 'Height']);
      const result = mapImportRow({ 'Full name': 'Ananya Sharma', Gender: 'Unknown', Height: 'tall' }, partial);
      const messages = result.ok ? [] : result.errors.map((e) => e.message);
      expect(messages).toContain('Gender में “Unknown” नहीं चलता: सूची में से कोई विकल्प लिखें');
      expect(messages).toContain('Height (cm) पूरी संख्या में लिखें');
      expect(messages).toContain('Date of birth नहीं दिया गया');
    } finally {
      setLanguageSource(() => DEFAULT_LANGUAGE);
    }
  });

  it('never throws: every row is either a member whose fields pass the profile rules, or rejected with reasons', () => {
    const headers = importColumns.map((c) => c.header);
    const cell = fc.oneof(
      fc.string(),
      fc.constantFrom(...importColumns.flatMap((c) => [c.example, ...(c.items ?? []).map((i) => i.label)])),
      fc.integer(),
      fc.constant(null),
      fc.constant(undefined),
    );
    const anyRow = fc.dictionary(fc.constantFrom(...headers, 'Extra', ''), cell);
    fc.assert(
      fc.property(anyRow, (row) => {
        const result = mapImportRow(row, matchImportHeaders(Object.keys(row)).columns);
        if (result.ok) {
          expect(result.member.email).toMatch(/@/);
          expect(result.member.mobile).toMatch(/^\+91[6-9]\d{9}$/);
          expect(['female', 'male']).toContain(result.member.gender);
        } else {
          expect(result.errors.length).toBeGreaterThan(0);
          for (const error of result.errors) expect(error.message.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('accepts or reports rows that are mostly right, with any cell replaced by anything', () => {
    const mostlyGood = fc.record(
      Object.fromEntries(
        Object.entries(good).map(([k, v]) => [
          k,
          fc.oneof({ weight: 4, arbitrary: fc.constant(v) }, { weight: 1, arbitrary: fc.string() }),
        ]),
      ),
    );
    let accepted = 0;
    fc.assert(
      fc.property(mostlyGood, (row) => {
        const result = mapImportRow(row, columns);
        if (result.ok) accepted += 1;
        else expect(result.errors.every((e) => e.field && e.message)).toBe(true);
      }),
      { numRuns: 300 },
    );
    expect(accepted).toBeGreaterThan(0);
  });

  describe('horoscope columns', () => {
    const horoscope = (cells: Record<string, string>) => {
      const row = { ...good, ...cells };
      return mapImportRow(row, matchImportHeaders(Object.keys(row)).columns);
    };

    it('reads birth time as a spreadsheet writes it, the birth place by name, and star, pada, sign and manglik', () => {
      const result = horoscope({
        'Time of birth': '6:45 pm',
        'Place of birth': 'pune',
        'Birth star': 'rohini',
        Pada: '2',
        'Moon sign': 'Vrishabha (Taurus)',
        Manglik: 'anshik',
      });
      expect(result.ok && result.member.profile).toMatchObject({
        birthTime: '18:45',
        birthPlace: 'pune-in',
        nakshatra: 'rohini',
        nakshatraPada: 2,
        rashi: 'vrishabha',
        manglik: 'anshik',
      });
      for (const [written, stored] of [
        ['06:45', '06:45'],
        ['6.45', '06:45'],
        ['18:45:00', '18:45'],
        ['12:10 AM', '00:10'],
        ['12:10 p.m.', '12:10'],
        ['Not known', null],
      ] as const) {
        const read = horoscope({ 'Birth time': written });
        expect(read.ok && read.member.profile.birthTime).toBe(stored);
      }
    });

    it('names what is wrong: a time that is none, a place not on the list or shared, a sign that cannot hold the star', () => {
      const errors = (cells: Record<string, string>) => {
        const result = horoscope(cells);
        return result.ok ? [] : result.errors;
      };
      expect(errors({ 'Birth time': '25:10' })).toEqual([
        { field: 'birthTime', message: '“25:10” is not a birth time: write it as hh:mm, such as 06:45 or 6:45 PM' },
      ]);
      expect(errors({ 'Birth time': '13:10 pm' })[0]?.field).toBe('birthTime');
      expect(errors({ 'Birth place': 'Atlantis' })).toEqual([
        {
          field: 'birthPlace',
          message: '“Atlantis” is not in the birth place list: write the nearest city of the list',
        },
      ]);
      expect(errors({ 'Birth place': 'Hyderabad' })).toEqual([
        {
          field: 'birthPlace',
          message: 'Several birth places are called “Hyderabad”: write “Hyderabad, Telangana” or “Hyderabad, Pakistan”',
        },
      ]);
      expect(errors({ Nakshatra: 'Rohini', 'Nakshatra pada': '2', Rashi: 'Mesha' })).toEqual([
        { field: 'rashi', message: 'Rohini pada 2 lies in Vrishabha (Taurus)' },
      ]);
      expect(errors({ 'Nakshatra pada': '5', Nakshatra: 'Rohini' })).toEqual([
        { field: 'nakshatraPada', message: 'Choose a pada from 1 to 4' },
      ]);
      expect(errors({ 'Nakshatra pada': '3' })).toEqual([
        { field: 'nakshatraPada', message: 'Choose the nakshatra the pada belongs to' },
      ]);
    });
  });
});
