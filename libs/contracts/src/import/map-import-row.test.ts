import fc from 'fast-check';
import { importColumns } from './import-columns';
import { mapImportRow } from './map-import-row';
import { matchImportHeaders } from './match-import-headers';

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
});
