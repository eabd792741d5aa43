import { eq } from 'drizzle-orm';
import { profiles, users } from '../../db/schema';
import { forgedCursors } from '../../testing/forged-cursors';
import { createTestApp, signUpMember, type TestApp, type TestMember } from '../../testing/test-app';

// Religion is a hard criterion both ways (sign-up sets the member's own as preferred), so each test keeps apart by
// using a religion no other test uses.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const year = new Date().getFullYear();
const matches = (viewer: TestMember, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/matches${query}`, headers: viewer.auth });
const idsOf = (response: { json: () => { results: { profileId: string }[] } }) =>
  response.json().results.map((r) => r.profileId);
const prefer = (member: TestMember, preferences: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/users/me/partner-preferences', headers: member.auth, payload: preferences });
const groom = (overrides: Record<string, unknown> = {}) =>
  signUpMember(t, { fullName: 'Arjun Mehta', gender: 'male', dateOfBirth: `${year - 30}-03-01`, ...overrides });

describe('GET /api/matches', () => {
  it('lists only mutual fits, scored by my other preferences, with the reasons', async () => {
    const me = await signUpMember(t, { dateOfBirth: `${year - 28}-03-01`, religion: 'jain' });
    await prefer(me, { ageMin: 27, ageMax: 33, religions: ['jain'], motherTongues: ['tamil'], diets: ['vegetarian'] });
    const tamil = await groom({ motherTongue: 'tamil', religion: 'jain' });
    const hindi = await groom({ religion: 'jain' });
    const tooOld = await groom({ dateOfBirth: `${year - 40}-03-01`, religion: 'jain' });
    const sikh = await groom({ religion: 'sikh' });
    const wantsYounger = await groom({ religion: 'jain' });
    await prefer(wantsYounger, { ageMin: 20, ageMax: 25 });
    const wantsSikh = await groom({ religion: 'jain' });
    await prefer(wantsSikh, { religions: ['sikh'] });

    const found = await matches(me);
    expect(found.statusCode).toBe(200);
    expect(idsOf(found)).toEqual([tamil.profileId, hindi.profileId]);
    for (const absent of [tooOld, sikh, wantsYounger, wantsSikh, me])
      expect(idsOf(found)).not.toContain(absent.profileId);
    expect(found.json().results[0].match).toEqual({
      met: ['age', 'religion', 'motherTongue'],
      missed: ['diet'],
      isIdVerified: false,
    });
    expect(found.json().results[1].match).toEqual({
      met: ['age', 'religion'],
      missed: ['motherTongue', 'diet'],
      isIdVerified: false,
    });
  });

  it('orders equal scores by recent activity and pages by cursor', async () => {
    const me = await signUpMember(t, { religion: 'buddhist' });
    const grooms = [];
    for (let i = 0; i < 22; i += 1) grooms.push(await groom({ religion: 'buddhist' }));
    const first = (await matches(me)).json();
    expect(first.results).toHaveLength(20);
    const rest = (await matches(me, `?cursor=${first.nextCursor}`)).json();
    expect(rest.nextCursor).toBeNull();
    const all = [...first.results, ...rest.results].map((r: { profileId: string }) => r.profileId);
    expect(new Set(all).size).toBe(22);
    expect(all).toEqual(grooms.map((g) => g.profileId).reverse());

    for (const [what, cursor] of forgedCursors(first.nextCursor)) {
      const response = await matches(me, `?cursor=${cursor}`);
      expect([what, response.statusCode, response.json().error?.message]).toEqual([
        what,
        400,
        'This list has changed its order. Start again from the first page.',
      ]);
    }
  });

  it('refuses a cursor whose timestamps the API never wrote, asking to start again', async () => {
    const me = await signUpMember(t, { religion: 'jain' });
    for (const timestamp of ['1', '0', '-1', 'March 7']) {
      const cursor = Buffer.from(JSON.stringify([timestamp, 1, 3, timestamp, 9])).toString('base64url');
      const response = await matches(me, `?cursor=${cursor}`);
      expect([response.statusCode, response.json().error.message]).toEqual([
        400,
        'This list has changed its order. Start again from the first page.',
      ]);
    }
  });

  it('has tabs for new this week and near me (same state)', async () => {
    const me = await signUpMember(t, { religion: 'parsi' });
    await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me/profile',
      headers: me.auth,
      payload: { country: 'in', state: 'gujarat', city: 'Surat' },
    });
    const near = await groom({ religion: 'parsi' });
    await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me/profile',
      headers: near.auth,
      payload: { country: 'in', state: 'gujarat', city: 'Vadodara' },
    });
    const old = await groom({ religion: 'parsi' });
    await t.database.db
      .update(profiles)
      .set({ createdAt: new Date(Date.now() - 10 * 86_400_000) })
      .where(eq(profiles.userId, old.id));
    expect(idsOf(await matches(me, '?tab=near'))).toEqual([near.profileId]);
    expect(idsOf(await matches(me, '?tab=new'))).toEqual([near.profileId]);
    expect(idsOf(await matches(me, '?tab=all')).sort()).toEqual([near.profileId, old.profileId].sort());
    expect((await matches(me, '?tab=far')).json().error.message).toContain('Choose all, new or near');
  });
});

describe('members with a verified ID in matches and search', () => {
  const verifyId = (member: TestMember) =>
    t.database.db
      .update(users)
      .set({ idVerifiedAt: new Date('2026-11-12T05:00:00Z') })
      .where(eq(users.id, member.id));

  it('ranks a verified ID above an equal match, never above a preference more, and says so in the reasons', async () => {
    const me = await signUpMember(t, { dateOfBirth: `${year - 28}-03-01`, religion: 'christian' });
    await prefer(me, { religions: ['christian'], motherTongues: ['marathi'] });
    const fitsBest = await groom({ religion: 'christian', motherTongue: 'marathi' });
    const verified = await groom({ religion: 'christian' });
    const unverified = await groom({ religion: 'christian' });
    await verifyId(verified);
    // The unverified groom is the most recently active, so only the verified ID puts the other before him.
    await t.database.db.update(profiles).set({ lastActiveAt: new Date() }).where(eq(profiles.userId, unverified.id));

    const found = (await matches(me)).json().results;
    expect(found.map((r: { profileId: string }) => r.profileId)).toEqual([
      fitsBest.profileId,
      verified.profileId,
      unverified.profileId,
    ]);
    expect(found[1].match).toEqual({ met: ['religion'], missed: ['motherTongue'], isIdVerified: true });
    expect(found[2].match.isIdVerified).toBe(false);
    expect(found[1].badges.map((b: { kind: string }) => b.kind)).toContain('id');

    const onlyVerified = (await matches(me, '?idVerified=1')).json().results;
    expect(onlyVerified.map((r: { profileId: string }) => r.profileId)).toEqual([verified.profileId]);
  });

  it('filters search to members with a verified ID, kept by a saved search, and names a wrong value', async () => {
    const me = await signUpMember(t, { religion: 'christian' });
    const surname = `Idvq${Date.now()
      .toString(36)
      .replace(/\d/g, (d) => 'abcdefghij'[Number(d)])}`;
    const verified = await groom({ fullName: `Joseph ${surname}` });
    await groom({ fullName: `Thomas ${surname}` });
    await verifyId(verified);
    const search = (query: string) => t.app.inject({ method: 'GET', url: `/api/search?${query}`, headers: me.auth });
    expect(idsOf(await search(`q=${surname}&idVerified=1`))).toEqual([verified.profileId]);
    expect(idsOf(await search(`q=${surname}`))).toHaveLength(2);
    expect((await search('idVerified=yes')).json().error.message).toBe('Use 1 to turn this filter on');

    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: me.auth,
      payload: { name: 'Verified grooms', query: `idVerified=1&q=${surname}` },
    });
    expect(saved.statusCode).toBe(201);
    const list = (await t.app.inject({ method: 'GET', url: '/api/saved-searches', headers: me.auth })).json();
    expect(JSON.stringify(list)).toContain('idVerified=1');
  });
});
