import { eq, sql } from 'drizzle-orm';
import { IMPORT_BODY_LIMIT_BYTES, MAX_IMPORT_ROWS_PER_REQUEST } from '@matri/contracts';
import { profiles, suspensions, users } from '../../db/schema';
import { contactHash } from '../../modules/account';
import { INVITATIONS_JOB } from '../../plugins/app/invitation-sender';
import {
  createTestApp,
  signUpAdmin as signUpAdminIn,
  signUpMember,
  type TestApp,
  type TestMember,
} from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let sequence = 0;
const year = new Date().getFullYear();

/** Names take letters only: 1 -> "Ab", 2 -> "Ac". */
const lettersOf = (n: number) => `A${n.toString(26).replace(/./g, (d) => String.fromCharCode(97 + parseInt(d, 26)))}`;

/** A template row of a member no other test uses. */
function importRow(overrides: Record<string, string> = {}): Record<string, string> {
  sequence += 1;
  const unique = `${process.pid}${sequence}`.padStart(9, '0').slice(-9);
  return {
    'Full name': `Imported ${lettersOf(sequence)}`,
    Gender: 'Female',
    'Date of birth': `12/04/${year - 27}`,
    'E-mail': `imported.${unique}@example.in`,
    Mobile: `8${unique}`,
    Religion: 'Hindu',
    Community: 'Brahmin',
    'Mother tongue': 'Hindi',
    City: 'Pune',
    State: 'Maharashtra',
    ...overrides,
  };
}

const signUpAdmin = () => signUpAdminIn(t);

const upload = (headers: Record<string, string>, rows: unknown, query = '') =>
  t.app.inject({ method: 'POST', url: `/api/upload-csv${query}`, headers, payload: rows as object });

const countUsersWith = async (emails: string[]) =>
  Number(
    (
      await t.database.db
        .select({ n: sql<number>`count(*)` })
        .from(users)
        .where(
          sql`lower(${users.email}) in (${sql.join(
            emails.map((e) => sql`${e.toLowerCase()}`),
            sql`, `,
          )})`,
        )
    )[0].n,
  );

describe('who may import', () => {
  it('refuses visitors and members, and takes admins and their API tokens until revoked', async () => {
    const member = await signUpMember(t);
    const admin = await signUpAdmin();

    expect((await upload({}, [importRow()])).statusCode).toBe(401);
    const asMember = await upload(member.auth, [importRow()]);
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json().error.message).toBe('Only admins can import members.');
    expect((await t.app.inject({ method: 'GET', url: '/api/imports', headers: member.auth })).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/admin/api-tokens',
          headers: member.auth,
          payload: { name: 'x' },
        })
      ).statusCode,
    ).toBe(403);

    expect((await upload(admin.auth, [importRow()])).statusCode).toBe(200);

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/api-tokens',
      headers: admin.auth,
      payload: { name: 'Nightly bureau sync' },
    });
    expect(created.statusCode).toBe(201);
    const { token, id } = created.json();
    expect(token).toMatch(/^mtk_/);
    const byToken = { authorization: `Bearer ${token}` };
    expect((await upload(byToken, [importRow()])).json().created).toBe(1);
    // A token imports, but cannot make more tokens.
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/api-tokens', headers: byToken, payload: { name: 'y' } }))
        .statusCode,
    ).toBe(401);

    const listed = (await t.app.inject({ method: 'GET', url: '/api/admin/api-tokens', headers: admin.auth })).json();
    const mine = listed.find((row: { id: number }) => row.id === id);
    expect(mine).toMatchObject({ name: 'Nightly bureau sync', revokedAt: null });
    expect(mine.lastUsedAt).not.toBeNull();
    expect(JSON.stringify(listed)).not.toContain(token);

    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/api-tokens/${id}`, headers: admin.auth })).json()
        .revokedAt,
    ).not.toBeNull();
    const revoked = await upload(byToken, [importRow()]);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().error.message).toMatch(/revoked/);
    expect((await upload({ authorization: 'Bearer mtk_made-up' }, [importRow()])).statusCode).toBe(401);
  });

  it('answers who may call before reading the body: a visitor’s 6 MB of broken JSON gets 401, a member’s bad body 403', async () => {
    const huge = `[${'{"Full name":"x",'.repeat(Math.floor((IMPORT_BODY_LIMIT_BYTES - 10) / 17))}`;
    expect(huge.length).toBeGreaterThan(5_000_000);
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/upload-csv',
      headers: { 'content-type': 'application/json' },
      payload: huge,
    });
    expect([visitor.statusCode, visitor.json().error.message]).toEqual([401, 'Log in to continue.']);
    for (const url of ['/api/imports', '/api/upload-csv']) {
      const asVisitor = await t.app.inject({ method: 'POST', url, payload: { not: 'a schema' } });
      expect(asVisitor.statusCode).toBe(401);
    }
    const member = await signUpMember(t);
    const brokenJson = await t.app.inject({
      method: 'POST',
      url: '/api/upload-csv',
      headers: { ...member.auth, 'content-type': 'application/json' },
      payload: huge,
    });
    expect([brokenJson.statusCode, brokenJson.json().error.message]).toEqual([403, 'Only admins can import members.']);
    const plan = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/plans/gold',
      headers: member.auth,
      payload: { priceInr: 'free' },
    });
    expect([plan.statusCode, plan.json().error.message]).toEqual([403, 'Only admins can change the plans.']);
  });

  it('stops a token whose admin is no longer an admin', async () => {
    const admin = await signUpAdmin();
    const { token } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/api-tokens',
        headers: admin.auth,
        payload: { name: 'Old' },
      })
    ).json();
    await t.database.db.update(users).set({ role: 'member' }).where(eq(users.id, admin.id));
    expect((await upload({ authorization: `Bearer ${token}` }, [importRow()])).statusCode).toBe(401);
  });
});

describe('POST /api/upload-csv', () => {
  let admin: TestMember;
  beforeAll(async () => {
    admin = await signUpAdmin();
  });

  it("answers an admin who reads Hindi in Hindi, keeping the template's header names", async () => {
    const setLanguage = (language: string) =>
      t.app.inject({ method: 'PUT', url: '/api/users/me/language', headers: admin.auth, payload: { language } });
    expect((await setLanguage('hi')).statusCode).toBe(200);
    try {
      const response = await upload(admin.auth, [importRow({ Religion: 'martian' })]);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        message: '1 पंक्ति: 0 नई बनीं, 0 बदलीं, 0 जैसी थीं वैसी रहीं, 1 इम्पोर्ट नहीं हुईं।',
        failed: [{ row: 1, field: 'religion', message: 'Religion में “martian” नहीं चलता: सूची में से कोई विकल्प लिखें' }],
      });
    } finally {
      await setLanguage('en');
    }
  });

  it('creates members without a password, reports each bad row with its reasons, and invites the new members', async () => {
    const good = importRow({ 'Full name': 'Meera Iyer' });
    const rows = [
      good,
      importRow({ 'Date of birth': `${year - 16}-01-01` }),
      importRow({ Religion: 'martian', Gender: '' }),
      importRow({ Extra: 'ignored' }),
    ];
    const response = await upload(admin.auth, rows);
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({ created: 2, updated: 0, unchanged: 0, unknownHeaders: ['Extra'] });
    expect(result.message).toBe(
      '4 rows: 2 created, 0 updated, 0 unchanged, 2 not imported. Columns ignored (not in the template): Extra.',
    );
    expect(result.failed).toEqual([
      { row: 2, field: 'dateOfBirth', message: expect.stringContaining('18') },
      { row: 3, field: 'religion', message: 'Unknown religion: “martian”' },
      { row: 3, field: 'gender', message: 'Gender is missing' },
    ]);

    const [stored] = await t.database.db.select().from(users).where(eq(users.email, good['E-mail']));
    expect(stored.passwordHash).toBeNull();
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, stored.id));
    expect(profile).toMatchObject({
      fullName: 'Meera Iyer',
      religion: 'hindu',
      community: 'brahmin',
      state: 'maharashtra',
      city: 'Pune',
      isListed: true,
    });
    expect(profile.profileCode).toBe(`SV${100000 + profile.id}`);

    await t.app.requestJob(INVITATIONS_JOB);
    const invitation = (await t.outbox()).find((mail) => mail.to === good['E-mail']);
    expect(invitation?.subject).toMatch(/set your password/);
    const code = decodeURIComponent(/resetpassword\?code=([^\s]+)/.exec(invitation?.text ?? '')?.[1] ?? '');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { code, password: 'saffron-morning-77', passwordConfirmation: 'saffron-morning-77' },
    });
    expect(reset.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/local',
      payload: { identifier: good['E-mail'], password: 'saffron-morning-77' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('creates nobody twice: the same file again is unchanged, a changed row is updated, a member’s own profile is left alone', async () => {
    const rows = [importRow(), importRow(), importRow()];
    expect((await upload(admin.auth, rows)).json()).toMatchObject({ created: 3, failed: [] });
    expect((await upload(admin.auth, rows)).json()).toMatchObject({ created: 0, updated: 0, unchanged: 3, failed: [] });

    const moved = { ...rows[1], City: 'Nagpur', Mobile: rows[1]['Mobile'] };
    const byMobile = { ...rows[2], 'E-mail': `New.${rows[2]['E-mail']}` };
    expect((await upload(admin.auth, [rows[0], moved, byMobile])).json()).toMatchObject({
      created: 0,
      updated: 2,
      unchanged: 1,
    });
    expect(await countUsersWith(rows.map((r) => r['E-mail']))).toBe(2);
    expect(await countUsersWith([byMobile['E-mail']])).toBe(1);

    const selfMade = await signUpMember(t);
    const theirs = importRow({
      'E-mail': selfMade.registration.email,
      Mobile: selfMade.registration.mobile,
      'Full name': 'Someone Else',
    });
    const result = (await upload(admin.auth, [theirs])).json();
    expect(result.failed).toEqual([
      { row: 1, field: 'email', message: 'This member manages their own profile; an import does not change it' },
    ]);
    const [kept] = await t.database.db.select().from(profiles).where(eq(profiles.userId, selfMade.id));
    expect(kept.fullName).toBe(selfMade.registration.fullName);
  });

  it('stores the horoscope columns, shown to nobody until the member chooses, and scores the imported star', async () => {
    const withHoroscope = importRow({
      'Birth time': '6:45 PM',
      'Birth place': 'Pune, Maharashtra',
      Nakshatra: 'Rohini',
      'Nakshatra pada': '2',
      Rashi: 'Vrishabha',
      Manglik: 'No',
    });
    const response = await upload(admin.auth, [withHoroscope, importRow({ 'Birth place': 'Hyderabad' })]);
    // A birth place shared by two cities costs the row only that field.
    expect(response.json()).toMatchObject({
      created: 2,
      failed: [],
      warnings: [
        {
          row: 2,
          field: 'birthPlace',
          message:
            'Birth place left out: Several birth places are called “Hyderabad”: write “Hyderabad, Telangana” or “Hyderabad, Pakistan”',
        },
      ],
    });
    const [stored] = await t.database.db
      .select({ profile: profiles })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(users.email, withHoroscope['E-mail']));
    expect(stored.profile).toMatchObject({
      birthTime: '18:45',
      birthPlace: 'pune-in',
      nakshatra: 'rohini',
      nakshatraPada: 2,
      rashi: 'vrishabha',
      manglik: 'no',
      horoscopeVisibility: 'hidden',
      starKey: expect.any(Number),
    });
  });

  it('imports a row whose optional cell is not valid without that field, and an update keeps the stored value', async () => {
    const about = 'I teach mathematics in Pune and love classical music.';
    const row = importRow({ 'About me': about });
    expect((await upload(admin.auth, [row])).json()).toMatchObject({ created: 1, warnings: [] });
    const result = (await upload(admin.auth, [{ ...row, 'About me': 'Kind, caring.', City: 'Nashik' }])).json();
    expect(result).toMatchObject({ updated: 1, failed: [] });
    expect(result.warnings).toEqual([
      { row: 1, field: 'aboutMe', message: expect.stringMatching(/^About me left out: .*30/) },
    ]);
    const [stored] = await t.database.db
      .select({ profile: profiles })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(users.email, row['E-mail']));
    expect(stored.profile).toMatchObject({ aboutMe: about, city: 'Nashik' });
  });

  it('reads the common spellings of a vocabulary in English and Hindi', async () => {
    const row = importRow({ Gender: 'F', 'Profile created by': 'माँ', Religion: 'हिंदू', 'Mother tongue': 'हिंदी' });
    expect((await upload(admin.auth, [row])).json()).toMatchObject({ created: 1, failed: [], warnings: [] });
    const [stored] = await t.database.db
      .select({ profile: profiles })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(users.email, row['E-mail']));
    expect(stored.profile).toMatchObject({
      gender: 'female',
      createdBy: 'parent',
      religion: 'hindu',
      motherTongue: 'hindi',
    });
  });

  it('reports rows that repeat an e-mail of the same upload, or join one member’s e-mail to another’s mobile', async () => {
    const first = importRow();
    const other = importRow();
    expect((await upload(admin.auth, [first, other])).json().created).toBe(2);
    const result = (
      await upload(admin.auth, [
        importRow(),
        { ...importRow(), 'E-mail': first['E-mail'], Mobile: other['Mobile'] },
        importRow({ 'E-mail': 'same@example.in' }),
        importRow({ 'E-mail': 'Same@Example.in' }),
      ])
    ).json();
    expect(result.created).toBe(2);
    expect(result.failed).toEqual([
      { row: 2, field: 'mobile', message: 'This mobile number belongs to another member than the e-mail address' },
      { row: 4, field: 'email', message: 'The same e-mail as row 3 of this upload' },
    ]);
  });

  it('refuses a row with an erased suspended member’s e-mail or mobile, as it refuses the suspended member’s own', async () => {
    const byEmail = importRow();
    const byMobile = importRow();
    const existing = importRow();
    expect((await upload(admin.auth, [existing])).json().created).toBe(1);
    // As an erased suspended member's evidence keeps them: only the keyed hashes, no account.
    await t.database.db.insert(suspensions).values([
      { emailHash: contactHash(byEmail['E-mail']), mobileHash: contactHash('+910000000001'), evidence: {} },
      { emailHash: contactHash('gone@example.in'), mobileHash: contactHash(`+91${byMobile.Mobile}`), evidence: {} },
      { emailHash: contactHash('gone2@example.in'), mobileHash: contactHash('+919999999999'), evidence: {} },
    ]);
    const result = (
      await upload(admin.auth, [byEmail, byMobile, { ...existing, Mobile: '9999999999', City: 'Nagpur' }])
    ).json();
    const message = 'This member is suspended; the row was not imported';
    expect(result.created).toBe(0);
    expect(result.updated).toBe(0);
    expect(result.failed).toEqual([
      { row: 1, field: 'email', message },
      { row: 2, field: 'mobile', message },
      { row: 3, field: 'mobile', message },
    ]);
    expect(await countUsersWith([byEmail['E-mail'], byMobile['E-mail']])).toBe(0);
  });

  it('applies a chunk sent again exactly once, and a chunk cut off midway not at all', async () => {
    const rows = [importRow(), importRow(), importRow(), importRow()];
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/imports',
      headers: admin.auth,
      payload: { fileName: 'bureau.csv', totalRows: 4 },
    });
    expect(started.statusCode).toBe(201);
    const { id } = started.json();

    const first = await upload(admin.auth, rows.slice(0, 2), `?import=${id}&first=1`);
    expect(first.json()).toMatchObject({ created: 2 });
    // The answer was lost; the page sends the chunk again and gets the same outcome, with nothing applied twice.
    expect((await upload(admin.auth, rows.slice(0, 2), `?import=${id}&first=1`)).json()).toMatchObject({
      created: 2,
      unchanged: 0,
    });

    const body = JSON.stringify(rows.slice(2));
    const cut = await t.app.inject({
      method: 'POST',
      url: `/api/upload-csv?import=${id}&first=3`,
      headers: { ...admin.auth, 'content-type': 'application/json' },
      payload: body.slice(0, body.length / 2),
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json().error.message).toBe('The request body is not valid JSON.');
    expect(await countUsersWith(rows.slice(2).map((r) => r['E-mail']))).toBe(0);
    expect((await upload(admin.auth, rows.slice(2), `?import=${id}&first=3`)).json()).toMatchObject({ created: 2 });

    expect(await countUsersWith(rows.map((r) => r['E-mail']))).toBe(4);
    const history = (await t.app.inject({ method: 'GET', url: '/api/imports', headers: admin.auth })).json();
    expect(history.find((entry: { id: number }) => entry.id === id)).toMatchObject({
      fileName: 'bureau.csv',
      totalRows: 4,
      startedBy: admin.registration.fullName,
      apiToken: null,
      created: 4,
      updated: 0,
      unchanged: 0,
      failed: 0,
    });

    const past = await upload(admin.auth, [importRow()], `?import=${id}&first=5`);
    expect(past.statusCode).toBe(400);
    expect(past.json().error.message).toBe('Rows 5–5 go past the 4 rows this import was started with.');
    const otherAdmin = await signUpAdmin();
    expect((await upload(otherAdmin.auth, [importRow()], `?import=${id}&first=4`)).statusCode).toBe(403);
    expect((await upload(admin.auth, [importRow()], `?import=999999&first=1`)).statusCode).toBe(404);
  });

  it('names what is wrong with a request: not an array, too many rows, too large a body, bad query', async () => {
    const notArray = await upload(admin.auth, { rows: [] });
    expect(notArray.statusCode).toBe(400);
    expect(notArray.json().error.message).toBe('Send the rows as a JSON array');
    expect((await upload(admin.auth, [])).json().error.message).toBe('Send at least one row');
    const nested = await upload(admin.auth, [{ 'Full name': { first: 'A' } }]);
    expect(nested.statusCode).toBe(400);
    expect(nested.json().error.message).toBe('Cells must be text, numbers or empty');

    const tooMany = await upload(
      admin.auth,
      Array.from({ length: MAX_IMPORT_ROWS_PER_REQUEST + 1 }, () => ({ 'Full name': 'A' })),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toBe('Send at most 2,000 rows per request');

    const huge = await upload(admin.auth, [{ 'About me': 'x'.repeat(IMPORT_BODY_LIMIT_BYTES) }]);
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.message).toBe('The request is too large.');

    const badQuery = await upload(admin.auth, [importRow()], '?first=3');
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json().error.message).toBe('Give the import id with the first row');
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/imports',
      headers: admin.auth,
      payload: { fileName: ' ', totalRows: 0 },
    });
    expect(started.statusCode).toBe(400);
    expect(started.json().error.details.errors.map((e: { message: string }) => e.message)).toEqual([
      'Give the file name',
      'The file has no rows to import',
    ]);
  });
});
