import { eq } from 'drizzle-orm';
import { SEARCH_PAGE_SIZE } from '@matri/contracts';
import { users } from '../../db/schema';
import { givePlan } from '../../testing/give-plan';
import { forgedCursors } from '../../testing/forged-cursors';
import { createTestApp, signUpMember, type TestApp, type TestMember } from '../../testing/test-app';
import { samplePhoto } from '../../testing/sample-photos';
import { uploadPhoto } from '../../testing/upload-photo';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

let family = 0;
/** Letters that stay apart in a name's phonetic key (nameKey), so surnames that differ in one also sound different. */
const keptLetters = 'bdfgjklmnprstvy';
/** A surname no other test uses, written and sounding differently, so each test searches only among its own members. */
function newSurname(): string {
  family += 1;
  const letter = (n: number) => keptLetters[n % keptLetters.length];
  return `Zed${letter(family)}i${letter(Math.floor(family / keptLetters.length))}i${process.pid % 1000}`.replace(
    /\d/g,
    (d) => 'bdfgjklmnp'[Number(d)],
  );
}

/** Syllables in both scripts that no phonetic key merges, from which a surname no other test uses is written in Latin letters and in Devanagari. */
const syllables = [
  ['ki', 'कि'],
  ['ku', 'कु'],
  ['mi', 'मि'],
  ['mu', 'मु'],
  ['ri', 'रि'],
  ['ru', 'रु'],
  ['li', 'लि'],
  ['lu', 'लु'],
  ['ti', 'टि'],
  ['tu', 'टु'],
  ['pi', 'पि'],
  ['pu', 'पु'],
] as const;
function newSurnameInBothScripts(): { latin: string; devanagari: string } {
  family += 1;
  const picked = [family, Math.floor(family / 12), process.pid, Math.floor(process.pid / 12)].map(
    (n) => syllables[n % syllables.length],
  );
  const latin = picked.map(([l]) => l).join('');
  return {
    latin: latin[0].toUpperCase() + latin.slice(1) + 'wal',
    devanagari: picked.map(([, d]) => d).join('') + 'वाल',
  };
}

const search = (viewer: TestMember, query: string) =>
  t.app.inject({ method: 'GET', url: `/api/search?${query}`, headers: viewer.auth });
const idsOf = (response: { json: () => { results: { profileId: string }[] } }) =>
  response.json().results.map((r) => r.profileId);
const groom = (surname: string, overrides: Record<string, unknown> = {}) =>
  signUpMember(t, { fullName: `Arjun ${surname}`, gender: 'male', dateOfBirth: '1994-02-10', ...overrides });

describe('GET /api/search', () => {
  it('finds members of the gender looked for by name, newest first, and never the searcher', async () => {
    const surname = newSurname();
    const me = await signUpMember(t, { fullName: `Ananya ${surname}` });
    const first = await groom(surname);
    const second = await groom(surname);
    await signUpMember(t, { fullName: `Meera ${surname}` });
    const found = await search(me, `q=${surname}`);
    expect(found.statusCode).toBe(200);
    expect(idsOf(found)).toEqual([second.profileId, first.profileId]);
    expect(found.json().results[0]).toEqual(
      expect.objectContaining({
        full_name: `Arjun ${surname}`,
        age: expect.any(Number),
        religion: 'hindu',
        motherTongue: 'hindi',
        isShortlisted: false,
        interest: null,
        photo: null,
      }),
    );
    expect(idsOf(await search(me, `q=${surname}&for=bride`))).not.toContain(me.profileId);
  });

  it('highlights the cards of members whose running plan highlights them, and stops when the plan ends', async () => {
    const surname = newSurname();
    const me = await signUpMember(t, { fullName: `Ananya ${surname}` });
    const [diamond, gold, lapsed, free] = [
      await groom(surname),
      await groom(surname),
      await groom(surname),
      await groom(surname),
    ];
    await givePlan(t, diamond, 'diamond');
    await givePlan(t, gold, 'gold');
    await givePlan(t, lapsed, 'platinum', -1);
    const cards = (await search(me, `q=${surname}`)).json().results as { profileId: string; isHighlighted: boolean }[];
    const highlighted = Object.fromEntries(cards.map((card) => [card.profileId, card.isHighlighted]));
    expect(highlighted).toEqual({
      [diamond.profileId]: true,
      [gold.profileId]: false,
      [lapsed.profileId]: false,
      [free.profileId]: false,
    });
  });

  it('finds a member by profile ID in any case', async () => {
    const me = await signUpMember(t);
    const other = await groom(newSurname());
    expect(idsOf(await search(me, `q=${other.profileId.toLowerCase()}`))).toEqual([other.profileId]);
  });

  it('applies age, religion, mother tongue and city filters', async () => {
    const surname = newSurname();
    const me = await signUpMember(t, { fullName: `Ananya ${surname}` });
    const year = new Date().getFullYear();
    const young = await groom(surname, {
      dateOfBirth: `${year - 26}-01-01`,
      religion: 'sikh',
      motherTongue: 'punjabi',
    });
    const older = await groom(surname, { dateOfBirth: `${year - 35}-01-01` });
    await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me/profile',
      headers: older.auth,
      payload: { country: 'in', state: 'kerala', city: 'Kochi' },
    });
    expect(idsOf(await search(me, `q=${surname}&ageFrom=25&ageTo=28`))).toEqual([young.profileId]);
    expect(idsOf(await search(me, `q=${surname}&religion=sikh,jain`))).toEqual([young.profileId]);
    expect(idsOf(await search(me, `q=${surname}&motherTongue=hindi`))).toEqual([older.profileId]);
    expect(idsOf(await search(me, `q=${surname}&state=kerala&city=koc`))).toEqual([older.profileId]);
  });

  it('filters to members with a photo and shows it blurred when kept to connected members', async () => {
    const surname = newSurname();
    const me = await signUpMember(t, { fullName: `Ananya ${surname}` });
    const withPhoto = await groom(surname);
    await groom(surname);
    await uploadPhoto(t, withPhoto.auth, await samplePhoto('jpeg', 400, 500));
    await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me/privacy',
      headers: withPhoto.auth,
      payload: { photoVisibility: 'accepted' },
    });
    const found = (await search(me, `q=${surname}&withPhoto=1`)).json().results;
    expect(found.map((r: { profileId: string }) => r.profileId)).toEqual([withPhoto.profileId]);
    expect(found[0].photo).toEqual(expect.objectContaining({ isBlurred: true, visibility: 'accepted' }));
  });

  it('pages with a cursor: every member once, in order, then no cursor', async () => {
    const surname = newSurname();
    const me = await signUpMember(t, { fullName: `Ananya ${surname}` });
    const made: string[] = [];
    for (let i = 0; i < SEARCH_PAGE_SIZE + 3; i += 1) made.unshift((await groom(surname)).profileId);
    const first = (await search(me, `q=${surname}`)).json();
    expect(first.results).toHaveLength(SEARCH_PAGE_SIZE);
    const second = (await search(me, `q=${surname}&cursor=${first.nextCursor}`)).json();
    expect(second.nextCursor).toBeNull();
    expect([...first.results, ...second.results].map((r: { profileId: string }) => r.profileId)).toEqual(made);
  });

  it('refuses a forged cursor, or the cursor of another order, for every order with a 400 asking to start again', async () => {
    const surname = newSurname();
    const me = await signUpMember(t, { fullName: `Ananya ${surname}` });
    for (let i = 0; i < SEARCH_PAGE_SIZE + 1; i += 1) await groom(surname);
    const sorts = ['newest', 'active', 'match'] as const;
    const cursors = new Map<string, string>();
    for (const sort of sorts) {
      const page = await search(me, `q=${surname}&sort=${sort}`);
      expect([sort, page.statusCode, typeof page.json().nextCursor]).toEqual([sort, 200, 'string']);
      cursors.set(sort, page.json().nextCursor);
    }
    for (const sort of sorts) {
      const real = cursors.get(sort) as string;
      const others = sorts
        .filter((other) => other !== sort)
        .map((other): [string, string] => [`the cursor of sort=${other}`, cursors.get(other) as string]);
      for (const [what, cursor] of [...forgedCursors(real), ...others]) {
        const response = await search(me, `q=${surname}&sort=${sort}&cursor=${cursor}`);
        expect([sort, what, response.statusCode, response.json().error?.message]).toEqual([
          sort,
          what,
          400,
          'This list has changed its order. Start again from the first page.',
        ]);
      }
    }
  });

  it('never shows hidden, suspended or deleted members, blocks either way, or members whose interest I declined', async () => {
    const surname = newSurname();
    const me = await signUpMember(t, { fullName: `Ananya ${surname}` });
    const [hidden, suspended, deleted, blockedByMe, blockedMe, declined, visible] = await Promise.all(
      Array.from({ length: 7 }, () => groom(surname)),
    );
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/users/me/hidden',
          headers: hidden.auth,
          payload: { isHidden: true },
        })
      ).statusCode,
    ).toBe(200);
    const deletion = { password: deleted.registration.password };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/users/me/deletion', headers: deleted.auth, payload: deletion }))
        .statusCode,
    ).toBe(200);
    await t.database.db.update(users).set({ status: 'suspended' }).where(eq(users.id, suspended.id));
    await t.app.inject({
      method: 'POST',
      url: '/api/blocks',
      headers: me.auth,
      payload: { profileId: blockedByMe.profileId },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/blocks',
      headers: blockedMe.auth,
      payload: { profileId: me.profileId },
    });
    const { id } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/interests',
        headers: declined.auth,
        payload: { profileId: me.profileId },
      })
    ).json();
    await t.app.inject({ method: 'POST', url: `/api/interests/${id}/decline`, headers: me.auth });
    expect(idsOf(await search(me, `q=${surname}`))).toEqual([visible.profileId]);
  });

  it('sorts by best match with the reasons, and by last activity', async () => {
    const surname = newSurname();
    const me = await signUpMember(t, { fullName: `Ananya ${surname}` });
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/partner-preferences',
      headers: me.auth,
      payload: { religions: ['hindu'], motherTongues: ['tamil'] },
    });
    const tamil = await groom(surname, { motherTongue: 'tamil' });
    const hindi = await groom(surname);
    const best = (await search(me, `q=${surname}&sort=match`)).json().results;
    expect(best.map((r: { profileId: string }) => r.profileId)).toEqual([tamil.profileId, hindi.profileId]);
    expect(best[0].match).toEqual({ met: ['religion', 'motherTongue'], missed: [], isIdVerified: false });
    expect(best[1].match).toEqual({ met: ['religion'], missed: ['motherTongue'], isIdVerified: false });
    await t.database.db
      .update(users)
      .set({ lastActiveAt: new Date(Date.now() + 60_000) })
      .where(eq(users.id, tamil.id));
    expect(idsOf(await search(me, `q=${surname}&sort=active`))[0]).toBe(tamil.profileId);
  });

  it('names what is wrong with a filter or a cursor', async () => {
    const me = await signUpMember(t);
    const cases: [string, string][] = [
      ['religion=hindu,martian', 'Unknown religion: martian'],
      ['ageFrom=30&ageTo=25', 'The highest age must not be below the lowest'],
      ['ageFrom=12', 'The lowest age must be at least 18'],
      ['sort=random', 'Sort by newest, active or match'],
      ['cursor=bm90LWpzb24', 'This list has changed its order. Start again from the first page.'],
      // Timestamps JavaScript reads as dates and PostgreSQL does not (they answered 500).
      ...['1', '0', '-1', 'March 7'].map((timestamp): [string, string] => [
        `cursor=${Buffer.from(JSON.stringify([timestamp, 5])).toString('base64url')}`,
        'This list has changed its order. Start again from the first page.',
      ]),
    ];
    for (const [query, message] of cases) {
      const response = await search(me, query);
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json().error)).toContain(message);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/search' })).statusCode).toBe(401);
  });

  it('finds a name typed in Latin letters written in Devanagari and the other way round, as written first', async () => {
    const { latin, devanagari } = newSurnameInBothScripts();
    const me = await signUpMember(t, { fullName: `Ananya ${latin}` });
    const inLatin = await groom(latin, { fullName: `Arjun ${latin}` });
    const inDevanagari = await groom(latin, { fullName: `अर्जुन ${devanagari}` });
    const namesake = await groom(latin, { fullName: `Rahul ${latin}` });
    expect(idsOf(await search(me, `q=${encodeURIComponent(`Arjun ${latin}`)}`))).toEqual([
      inLatin.profileId,
      inDevanagari.profileId,
    ]);
    expect(idsOf(await search(me, `q=${encodeURIComponent(`अर्जुन ${devanagari}`)}`))).toEqual([
      inDevanagari.profileId,
      inLatin.profileId,
    ]);
    expect(idsOf(await search(me, `q=${encodeURIComponent(devanagari)}`))).toEqual([
      inDevanagari.profileId,
      namesake.profileId,
      inLatin.profileId,
    ]);
    expect(idsOf(await search(me, `q=${encodeURIComponent(`Arjun ${latin}`)}&sort=match`))).toEqual([
      inLatin.profileId,
      inDevanagari.profileId,
    ]);
  });

  it('pages from the names written as typed to those that sound alike, each member once', async () => {
    const { latin, devanagari } = newSurnameInBothScripts();
    const me = await signUpMember(t, { fullName: `Ananya ${latin}` });
    const sounding: string[] = [];
    for (let i = 0; i < 3; i += 1) sounding.unshift((await groom(latin, { fullName: `अर्जुन ${devanagari}` })).profileId);
    const written: string[] = [];
    for (let i = 0; i < SEARCH_PAGE_SIZE - 1; i += 1) written.unshift((await groom(latin)).profileId);
    const first = (await search(me, `q=${latin}`)).json();
    expect(first.results.map((r: { profileId: string }) => r.profileId)).toEqual([...written, sounding[0]]);
    const second = (await search(me, `q=${latin}&cursor=${first.nextCursor}`)).json();
    expect(second).toEqual({ results: expect.any(Array), nextCursor: null });
    expect(second.results.map((r: { profileId: string }) => r.profileId)).toEqual(sounding.slice(1));
    const [t0, id] = JSON.parse(Buffer.from(first.nextCursor, 'base64url').toString('utf8')).slice(1);
    for (const tier of [2, -1]) {
      const cursor = Buffer.from(JSON.stringify(['newest', t0, id, tier])).toString('base64url');
      expect((await search(me, `q=${latin}&cursor=${cursor}`)).statusCode).toBe(400);
    }
  });

  it('finds a city written in either script or spelt as it sounds', async () => {
    const { latin, devanagari } = newSurnameInBothScripts();
    const me = await signUpMember(t, { fullName: `Ananya ${latin}` });
    const cities = ['इटावा', 'Itawa', 'Etawah', 'Agra'];
    const grooms = [];
    for (const city of cities) {
      const member = await groom(latin, { fullName: `अर्जुन ${devanagari}` });
      await t.app.inject({
        method: 'PATCH',
        url: '/api/users/me/profile',
        headers: member.auth,
        payload: { country: 'in', state: 'uttar-pradesh', city },
      });
      grooms.unshift(member.profileId);
    }
    const near = grooms.slice(1);
    expect(idsOf(await search(me, `q=${latin}&city=Etawah`))).toEqual(near);
    expect(idsOf(await search(me, `q=${latin}&city=${encodeURIComponent('इटावा')}`))).toEqual(near);
    expect(idsOf(await search(me, `q=${latin}&city=itaw`))).toEqual(near);
  });
});
