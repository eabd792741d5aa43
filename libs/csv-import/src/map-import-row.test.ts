import fc from 'fast-check';
import { importColumns } from './import-columns';
import { mapImportRow } from './map-import-row';
import { matchImportHeaders } from './match-import-headers';
import { DEFAULT_LANGUAGE, setLanguageSource } from '@matri/contracts';

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
      warnings: [],
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

  it('imports a row whose optional cells are not valid without them, naming each', () => {
    const result = mapImportRow({ ...good, 'About me': 'Kind and caring.', Height: 'tall' }, [
      ...columns,
      ...matchImportHeaders(['About me']).columns,
    ]);
    expect(result.ok).toBe(true);
    expect(result.ok && result.warnings).toEqual([
      { field: 'heightCm', message: 'Height (cm) left out: Enter height (cm) as a whole number' },
      { field: 'aboutMe', message: expect.stringMatching(/^About me left out: .*30/) },
    ]);
    expect(result.ok && result.member.profile).not.toHaveProperty('aboutMe');
    expect(result.ok && result.member.profile).not.toHaveProperty('heightCm');
  });

  it('reads the common spellings of each vocabulary in English and Hindi', () => {
    const { columns: all } = matchImportHeaders([
      ...Object.keys(good),
      'Profile created by',
      'Diet',
      'Manglik',
      'Country',
    ]);
    const read = (cells: Record<string, string>) => {
      const result = mapImportRow({ ...good, ...cells }, all);
      if (!result.ok) throw new Error(JSON.stringify(result.errors));
      return { ...result.member.profile, gender: result.member.gender };
    };
    for (const [cells, expected] of [
      [{ gender: 'F' }, { gender: 'female' }],
      [{ gender: 'महिला' }, { gender: 'female' }],
      [{ gender: 'M' }, { gender: 'male' }],
      [{ gender: 'पुरुष' }, { gender: 'male' }],
      [{ 'Profile created by': 'Mother' }, { createdBy: 'parent' }],
      [{ 'Profile created by': 'माँ' }, { createdBy: 'parent' }],
      [{ 'Profile created by': 'मां' }, { createdBy: 'parent' }],
      [{ 'Profile created by': 'Father' }, { createdBy: 'parent' }],
      [{ 'Profile created by': 'Brother' }, { createdBy: 'sibling' }],
      [{ 'Profile created by': 'मामा' }, { createdBy: 'relative' }],
      [{ Religion: 'हिंदू', Community: '' }, { religion: 'hindu' }],
      [{ Religion: 'हिन्दू', Community: '' }, { religion: 'hindu' }],
      [{ Religion: 'मुसलमान', Community: '' }, { religion: 'muslim' }],
      [{ Religion: 'सिख', Community: '' }, { religion: 'sikh' }],
      [{ 'Mother Tongue': 'हिंदी' }, { motherTongue: 'hindi' }],
      [{ 'Mother Tongue': 'Bangla' }, { motherTongue: 'bengali' }],
      [{ 'Marital status': 'Single' }, { maritalStatus: 'never-married' }],
      [{ 'Marital status': 'तलाकशुदा' }, { maritalStatus: 'divorced' }],
      [{ Diet: 'Veg' }, { diet: 'vegetarian' }],
      [{ Diet: 'मांसाहारी' }, { diet: 'non-vegetarian' }],
      [{ Manglik: 'हाँ' }, { manglik: 'yes' }],
      [{ Country: 'भारत' }, { country: 'in' }],
    ] as const)
      expect(read(cells)).toMatchObject(expected);
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
      // Horoscope fields are optional: a row is imported without the ones that are wrong, each named.
      const warnings = (cells: Record<string, string>) => {
        const result = horoscope(cells);
        return result.ok ? result.warnings : result.errors;
      };
      expect(warnings({ 'Birth time': '25:10' })).toEqual([
        {
          field: 'birthTime',
          message: 'Birth time left out: “25:10” is not a birth time: write it as hh:mm, such as 06:45 or 6:45 PM',
        },
      ]);
      expect(warnings({ 'Birth time': '13:10 pm' })[0]?.field).toBe('birthTime');
      expect(warnings({ 'Birth place': 'Atlantis' })).toEqual([
        {
          field: 'birthPlace',
          message:
            'Birth place left out: “Atlantis” is not in the birth place list: write the nearest city of the list',
        },
      ]);
      expect(warnings({ 'Birth place': 'Hyderabad' })).toEqual([
        {
          field: 'birthPlace',
          message:
            'Birth place left out: Several birth places are called “Hyderabad”: write “Hyderabad, Telangana” or “Hyderabad, Pakistan”',
        },
      ]);
      expect(warnings({ Nakshatra: 'Rohini', 'Nakshatra pada': '2', Rashi: 'Mesha' })).toEqual([
        { field: 'rashi', message: 'Rashi left out: Rohini pada 2 lies in Vrishabha (Taurus)' },
      ]);
      expect(warnings({ 'Nakshatra pada': '5', Nakshatra: 'Rohini' })).toEqual([
        { field: 'nakshatraPada', message: 'Nakshatra pada left out: Choose a pada from 1 to 4' },
      ]);
      expect(warnings({ 'Nakshatra pada': '3' })).toEqual([
        { field: 'nakshatraPada', message: 'Nakshatra pada left out: Choose the nakshatra the pada belongs to' },
      ]);
    });

    it('names a sign that cannot hold the star even when the birth time of the row is wrong too', () => {
      const cells = { 'Birth time': '25:10', Nakshatra: 'Rohini', 'Nakshatra pada': '2', Rashi: 'Mesha' };
      const refused = horoscope({ ...cells, gender: 'unknown' });
      expect(!refused.ok && refused.errors.map((e) => e.field)).toEqual(['gender', 'birthTime', 'rashi']);
      const imported = horoscope(cells);
      expect(imported.ok && imported.warnings.map((w) => w.field)).toEqual(['birthTime', 'rashi']);
      expect(imported.ok && imported.member.profile).toMatchObject({ nakshatra: 'rohini', nakshatraPada: 2 });
      expect(imported.ok && imported.member.profile).not.toHaveProperty('rashi');
      expect(imported.ok && imported.member.profile).not.toHaveProperty('birthTime');
    });
  });
});
