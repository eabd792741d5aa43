import { GUNA_MILAN_CUSTOMARY_MINIMUM, gunaMilan } from '@matri/horoscope';
import { moonStarOfKey, STAR_KEYS, starKeyOf } from '@matri/contracts';
import { connectMembers } from '../../testing/connect-members';
import { createTestApp, signUpMember, type TestApp, type TestMember } from '../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const idsOf = (response: { json: () => { results: { profileId: string }[] } }) =>
  response.json().results.map((r) => r.profileId);
const get = (member: TestMember, url: string) => t.app.inject({ method: 'GET', url, headers: member.auth });
const prefer = (member: TestMember, preferences: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/users/me/partner-preferences', headers: member.auth, payload: preferences });
const update = (member: TestMember, payload: object) =>
  t.app.inject({ method: 'PATCH', url: '/api/users/me/profile', headers: member.auth, payload });
/** A star and manglik status, shown to all members unless said otherwise. */
const giveStar = async (member: TestMember, key: number, manglik = 'no', horoscopeVisibility = 'all') => {
  const { nakshatra, pada, rashi } = moonStarOfKey(key);
  const response = await update(member, { nakshatra, nakshatraPada: pada, rashi, manglik, horoscopeVisibility });
  expect(response.statusCode).toBe(200);
};
const connect = (sender: TestMember, receiver: TestMember) => connectMembers(t, sender, receiver);
type Card = { profileId: string; gunaMilan?: number | null; horoscopeShownTo?: string; match?: unknown };
const cardOf = (response: { json: () => { results: Card[] } }, member: TestMember) =>
  response.json().results.find((card) => card.profileId === member.profileId);

const brideKey = starKeyOf('rohini', 2);
const groomKeys = Array.from({ length: STAR_KEYS }, (_, key) => key);
const scoreWith = (groomKey: number) => gunaMilan(brideKey, groomKey).total;
const goodKey = groomKeys.find((key) => scoreWith(key) >= 30) as number;
const poorKey = groomKeys.find((key) => scoreWith(key) < 12) as number;

describe('horoscope in matches and search', () => {
  it('needs the member’s own star before "horoscope must match" or a Guna Milan filter', async () => {
    const me = await signUpMember(t, { religion: 'parsi' });
    const refused = await prefer(me, { horoscopeMustMatch: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toMatch(/Add your birth star and moon sign in the Horoscope section first/);
    const search = await get(me, '/api/search?gunaMin=18');
    expect(search.statusCode).toBe(400);
    expect(search.json().error.message).toMatch(/Add your birth star and moon sign in the Horoscope section/);
  });

  it('shows a member who asks for a horoscope match only grooms reaching 18, with the score and the reason', async () => {
    const me = await signUpMember(t, { religion: 'jain' });
    await giveStar(me, brideKey);
    const good = await signUpMember(t, { gender: 'male', fullName: 'Arjun Mehta', religion: 'jain' });
    await giveStar(good, goodKey);
    const poor = await signUpMember(t, { gender: 'male', fullName: 'Vikram Shah', religion: 'jain' });
    await giveStar(poor, poorKey);
    const starless = await signUpMember(t, { gender: 'male', fullName: 'Kunal Jain', religion: 'jain' });

    const before = await get(me, '/api/matches');
    expect(idsOf(before).sort()).toEqual([good.profileId, poor.profileId, starless.profileId].sort());
    expect(before.json().results.find((r: { profileId: string }) => r.profileId === poor.profileId).gunaMilan).toBe(
      scoreWith(poorKey),
    );

    expect((await prefer(me, { religions: ['jain'], horoscopeMustMatch: true })).statusCode).toBe(200);
    const after = await get(me, '/api/matches');
    expect(idsOf(after)).toEqual([good.profileId]);
    expect(after.json().results[0]).toMatchObject({
      gunaMilan: scoreWith(goodKey),
      match: { met: ['religion', 'horoscope'], missed: [], isIdVerified: false },
    });
    expect(scoreWith(goodKey)).toBeGreaterThanOrEqual(GUNA_MILAN_CUSTOMARY_MINIMUM);
  });

  it('keeps a member out of the matches of those their horoscope does not match, when they ask for it', async () => {
    const me = await signUpMember(t, { religion: 'buddhist' });
    await giveStar(me, brideKey);
    const strict = await signUpMember(t, { gender: 'male', fullName: 'Rahul Das', religion: 'buddhist' });
    await giveStar(strict, poorKey);
    await prefer(strict, { religions: ['buddhist'], horoscopeMustMatch: true });
    const open = await signUpMember(t, { gender: 'male', fullName: 'Sameer Roy', religion: 'buddhist' });
    await giveStar(open, poorKey);
    const strictGood = await signUpMember(t, { gender: 'male', fullName: 'Tarun Sen', religion: 'buddhist' });
    await giveStar(strictGood, goodKey);
    await prefer(strictGood, { religions: ['buddhist'], horoscopeMustMatch: true });

    expect(idsOf(await get(me, '/api/matches')).sort()).toEqual([open.profileId, strictGood.profileId].sort());
    // And the other way: the strict member never sees me.
    expect(idsOf(await get(strict, '/api/matches'))).toEqual([]);
  });

  it('narrows a search by Guna Milan and by manglik status', async () => {
    const me = await signUpMember(t, { religion: 'christian' });
    await giveStar(me, brideKey);
    const good = await signUpMember(t, { gender: 'male', fullName: 'Joseph Dsouza', religion: 'christian' });
    await giveStar(good, goodKey, 'yes');
    const poor = await signUpMember(t, { gender: 'male', fullName: 'Thomas Kurian', religion: 'christian' });
    await giveStar(poor, poorKey, 'no');
    const search = (query: string) => get(me, `/api/search?religion=christian${query}`);

    expect(idsOf(await search('')).sort()).toEqual([good.profileId, poor.profileId].sort());
    const narrowed = await search('&gunaMin=18');
    expect(idsOf(narrowed)).toEqual([good.profileId]);
    expect(narrowed.json().results[0].gunaMilan).toBe(scoreWith(goodKey));
    expect(idsOf(await search('&manglik=yes'))).toEqual([good.profileId]);
    expect(idsOf(await search('&manglik=no'))).toEqual([poor.profileId]);
    const wrong = await search('&gunaMin=40');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toMatch(/at most 36/);
    const sameGender = await get(me, '/api/search?for=bride&gunaMin=18');
    expect(sameGender.statusCode).toBe(400);
    expect(sameGender.json().error.message).toBe('Guna Milan is scored between a bride and a groom');
  });

  // Issue 32 item 6: what a filter lets through or an order puts first must not stand in for a score kept back.
  describe('a horoscope kept from the viewer', () => {
    it('gives no score on a card and keeps its member out of Guna Milan and manglik filters, whatever their star', async () => {
      const me = await signUpMember(t, { religion: 'sikh' });
      await giveStar(me, brideKey);
      const groomOf = async (fullName: string, key: number, manglik: string, visibility: string) => {
        const member = await signUpMember(t, { gender: 'male', fullName, religion: 'sikh' });
        await giveStar(member, key, manglik, visibility);
        return member;
      };
      const hiddenGood = await groomOf('Gurpreet Singh', goodKey, 'yes', 'hidden');
      const hiddenPoor = await groomOf('Harjit Singh', poorKey, 'no', 'hidden');
      const keptGood = await groomOf('Jaspal Singh', goodKey, 'yes', 'accepted');
      const shownGood = await groomOf('Karan Singh', goodKey, 'yes', 'all');
      const connectedPoor = await groomOf('Manpreet Singh', poorKey, 'no', 'accepted');
      await connect(connectedPoor, me);
      const search = (query: string) => get(me, `/api/search?religion=sikh${query}`);

      const all = await search('');
      expect(idsOf(all)).toHaveLength(5);
      expect(cardOf(all, hiddenGood)).toMatchObject({ gunaMilan: null, horoscopeShownTo: 'hidden' });
      expect(cardOf(all, hiddenPoor)).toMatchObject({ gunaMilan: null, horoscopeShownTo: 'hidden' });
      expect(cardOf(all, keptGood)).toMatchObject({ gunaMilan: null, horoscopeShownTo: 'accepted' });
      expect(cardOf(all, shownGood)).toMatchObject({ gunaMilan: scoreWith(goodKey) });
      expect(cardOf(all, connectedPoor)).toMatchObject({ gunaMilan: scoreWith(poorKey) });
      expect(cardOf(all, shownGood)?.horoscopeShownTo).toBeUndefined();

      const shown = [shownGood.profileId, connectedPoor.profileId].sort();
      expect(idsOf(await search('&gunaMin=0')).sort()).toEqual(shown);
      expect(idsOf(await search('&gunaMin=18'))).toEqual([shownGood.profileId]);
      expect(idsOf(await search('&manglik=yes'))).toEqual([shownGood.profileId]);
      expect(idsOf(await search('&manglik=no'))).toEqual([connectedPoor.profileId]);
    });

    it('scores best match and matches as if the member had no star, whatever their star', async () => {
      const me = await signUpMember(t, { religion: 'jewish' });
      await giveStar(me, brideKey);
      expect((await prefer(me, { religions: ['jewish'], horoscopeMustMatch: true })).statusCode).toBe(200);
      const groomOf = async (fullName: string, key: number, visibility: string) => {
        const member = await signUpMember(t, { gender: 'male', fullName, religion: 'jewish' });
        await giveStar(member, key, 'no', visibility);
        return member;
      };
      const hiddenGood = await groomOf('David Cohen', goodKey, 'hidden');
      const hiddenPoor = await groomOf('Aaron Levi', poorKey, 'hidden');
      const shownGood = await groomOf('Samuel Ezra', goodKey, 'all');

      const best = await get(me, '/api/search?religion=jewish&sort=match');
      expect(idsOf(best)[0]).toBe(shownGood.profileId);
      expect(cardOf(best, shownGood)?.match).toEqual({
        met: ['religion', 'horoscope'],
        missed: [],
        isIdVerified: false,
      });
      expect(cardOf(best, hiddenGood)?.match).toEqual({
        met: ['religion'],
        missed: ['horoscope'],
        isIdVerified: false,
      });
      expect(cardOf(best, hiddenPoor)?.match).toEqual({
        met: ['religion'],
        missed: ['horoscope'],
        isIdVerified: false,
      });

      expect(idsOf(await get(me, '/api/matches'))).toEqual([shownGood.profileId]);
    });

    it('keeps a member who asks for a horoscope match out of the matches of those it is kept from, whatever their star', async () => {
      const me = await signUpMember(t, { religion: 'muslim' });
      await giveStar(me, brideKey);
      const strictOf = async (fullName: string, key: number, visibility: string) => {
        const member = await signUpMember(t, { gender: 'male', fullName, religion: 'muslim' });
        await giveStar(member, key, 'no', visibility);
        await prefer(member, { religions: ['muslim'], horoscopeMustMatch: true });
        return member;
      };
      await strictOf('Imran Khan', goodKey, 'hidden');
      await strictOf('Faisal Ali', poorKey, 'hidden');
      const shownGood = await strictOf('Zaid Ahmed', goodKey, 'all');

      expect(idsOf(await get(me, '/api/matches'))).toEqual([shownGood.profileId]);
    });
  });
});
