import { BIRTH_STAR_CHANGES_PER_DAY, moonStarOfKey, starKeyOf } from '@matri/contracts';
import { gunaMilan } from '@matri/horoscope';
import { attemptCounters } from '../../db/schema';
import { connectMembers } from '../../testing/connect-members';
import { createTestApp, signUpMember, type TestApp, type TestMember } from '../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const update = (member: TestMember, payload: object) =>
  t.app.inject({ method: 'PATCH', url: '/api/users/me/profile', headers: member.auth, payload });
const details = (viewer: TestMember, owner: TestMember) =>
  t.app.inject({ method: 'GET', url: `/api/profiles/${owner.profileId}`, headers: viewer.auth });

const connect = (sender: TestMember, receiver: TestMember) => connectMembers(t, sender, receiver);

const bride = {
  birthTime: '06:45',
  birthPlace: 'jaipur-in',
  nakshatra: 'rohini',
  nakshatraPada: 2,
  rashi: 'vrishabha',
  manglik: 'no',
};
const groom = { nakshatra: 'ashwini', nakshatraPada: 1, rashi: 'mesha', manglik: 'yes' };

describe('horoscope details', () => {
  it('are saved with the profile, shown to nobody at first', async () => {
    const member = await signUpMember(t);
    const response = await update(member, bride);
    expect(response.statusCode).toBe(200);
    expect(response.json().profile).toMatchObject({ ...bride, horoscopeVisibility: 'hidden' });
  });

  it('refuse a star and sign that do not meet, a pada without its star, a clock time or place not in the list', async () => {
    const member = await signUpMember(t);
    const refusal = async (payload: object) => {
      const response = await update(member, payload);
      expect(response.statusCode).toBe(400);
      return response.json().error;
    };
    expect((await refusal({ nakshatra: 'rohini', nakshatraPada: 2, rashi: 'mesha' })).details).toEqual({
      errors: [{ path: ['rashi'], message: 'Rohini pada 2 lies in Vrishabha (Taurus)' }],
    });
    expect((await refusal({ nakshatra: 'krittika', rashi: 'mithuna' })).message).toBe(
      'Krittika lies in Mesha (Aries) or Vrishabha (Taurus)',
    );
    expect((await refusal({ nakshatraPada: 3 })).message).toBe('Choose the nakshatra the pada belongs to');
    expect((await refusal({ birthTime: '25:10' })).details.errors[0].message).toMatch(/hh:mm on a 24-hour clock/);
    expect((await refusal({ birthPlace: 'atlantis' })).details.errors[0].message).toBe(
      'Choose the birth place from the list',
    );
    expect((await refusal({ nakshatraPada: 5, nakshatra: 'rohini' })).details.errors[0].message).toBe(
      'Choose a pada from 1 to 4',
    );
  });

  it('give Guna Milan on the profile page only where the horoscope is shown, with the kootas', async () => {
    const owner = await signUpMember(t);
    const viewer = await signUpMember(t, { gender: 'male', fullName: 'Rohan Iyer' });
    await update(owner, { horoscopeVisibility: 'all' });
    expect((await details(viewer, owner)).json().gunaMilan).toEqual({ state: 'needs-mine', manglik: 'unknown' });
    await update(viewer, groom);
    expect((await details(viewer, owner)).json().gunaMilan).toEqual({ state: 'needs-theirs', manglik: 'unknown' });

    await update(owner, { ...bride, horoscopeVisibility: 'hidden' });
    const expected = gunaMilan(starKeyOf('rohini', 2), starKeyOf('ashwini', 1));
    const hidden = (await details(viewer, owner)).json();
    expect(hidden.gunaMilan).toEqual({ state: 'withheld', shownTo: 'hidden' });
    expect(hidden.member.user_profile).toMatchObject({
      nakshatra: null,
      nakshatraPada: null,
      rashi: null,
      birthTime: null,
      birthPlace: null,
      manglik: null,
    });
    expect(hidden.member.user_profile.horoscopeVisibility).toBeUndefined();

    await update(owner, { horoscopeVisibility: 'all' });
    const shown = (await details(viewer, owner)).json();
    expect(shown.gunaMilan).toEqual({
      state: 'scored',
      total: expected.total,
      kootas: expected.kootas,
      doshas: expected.doshas,
      manglik: 'consult',
    });
    expect(shown.member.user_profile).toMatchObject({
      nakshatra: 'rohini',
      nakshatraPada: 2,
      birthPlace: 'jaipur-in',
      manglik: 'no',
    });

    // The owner's side: who is the bride decides the direction. The viewer's own horoscope is hidden.
    expect((await details(owner, viewer)).json().gunaMilan).toEqual({ state: 'withheld', shownTo: 'hidden' });
    await update(viewer, { horoscopeVisibility: 'all' });
    expect((await details(owner, viewer)).json().gunaMilan.total).toBe(expected.total);
  });

  // Issue 32 item 6: 27 totals read against one's own star changed 27 times left one star for a hidden horoscope.
  it('give a member who is not connected no score to read against each of the 27 stars, hidden or kept to connections', async () => {
    const owner = await signUpMember(t);
    const prober = await signUpMember(t, { gender: 'male', fullName: 'Nikhil Bose' });
    const connected = await signUpMember(t, { gender: 'male', fullName: 'Aman Verma' });
    await update(owner, bride);
    const probe = async (shownTo: 'hidden' | 'accepted') => {
      const answers = [];
      for (let nakshatra = 0; nakshatra < 27; nakshatra += 1) {
        // One change a day, as a patient prober would: the daily allowance of changes is no part of this test.
        await t.database.db.delete(attemptCounters);
        const star = moonStarOfKey(nakshatra * 4);
        expect(
          (await update(prober, { nakshatra: star.nakshatra, nakshatraPada: 1, rashi: star.rashi })).statusCode,
        ).toBe(200);
        const answer = (await details(prober, owner)).json();
        expect(answer.gunaMilan).toEqual({ state: 'withheld', shownTo });
        answers.push(JSON.stringify(answer));
      }
      // Nothing on the page changes with the prober's star: no total, kootas, doshas or manglik status anywhere.
      expect(new Set(answers).size).toBe(1);
      expect(answers[0]).not.toMatch(/"(total|kootas|doshas)"|"manglik":"/);
    };
    await probe('hidden');
    await update(owner, { horoscopeVisibility: 'accepted' });
    await probe('accepted');

    await update(connected, groom);
    await connect(connected, owner);
    expect((await details(connected, owner)).json().gunaMilan).toMatchObject({
      state: 'scored',
      total: gunaMilan(starKeyOf('rohini', 2), starKeyOf('ashwini', 1)).total,
      manglik: 'consult',
    });
  });

  it('let a member change their birth star a few times a day, and refuse more with when to try again', async () => {
    const member = await signUpMember(t);
    const starOf = (key: number) => {
      const star = moonStarOfKey(key);
      return { nakshatra: star.nakshatra, nakshatraPada: star.pada, rashi: star.rashi };
    };
    for (let change = 0; change < BIRTH_STAR_CHANGES_PER_DAY; change += 1)
      expect((await update(member, starOf(change))).statusCode).toBe(200);
    // Saving the same star again, or other fields, is no change of star.
    expect((await update(member, { ...starOf(BIRTH_STAR_CHANGES_PER_DAY - 1), birthTime: '05:30' })).statusCode).toBe(
      200,
    );

    const refused = await update(member, starOf(40));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(
      `You have changed your birth star ${BIRTH_STAR_CHANGES_PER_DAY} times today. You can change it again in 24 hours.`,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    const hindi = await signUpMember(t, { language: 'hi' });
    for (let change = 0; change < BIRTH_STAR_CHANGES_PER_DAY; change += 1) await update(hindi, starOf(change));
    const inHindi = await update(hindi, starOf(40));
    expect([inHindi.statusCode, inHindi.json().error.message]).toEqual([
      429,
      `आपने आज ${BIRTH_STAR_CHANGES_PER_DAY} बार अपना जन्म नक्षत्र बदला है। 24 घंटे बाद इसे फिर बदल सकते हैं।`,
    ]);
    const own = await t.app.inject({ method: 'GET', url: '/api/users/me/profile', headers: member.auth });
    expect(own.json().profile).toMatchObject({ ...starOf(BIRTH_STAR_CHANGES_PER_DAY - 1), birthTime: '05:30' });
    expect(
      (await update(member, { aboutMe: 'We are a close family from Jaipur who love music and travel.' })).statusCode,
    ).toBe(200);
  });

  it('keep the details to connected members when the owner says so', async () => {
    const owner = await signUpMember(t);
    const stranger = await signUpMember(t, { gender: 'male', fullName: 'Kabir Rao' });
    const connected = await signUpMember(t, { gender: 'male', fullName: 'Dev Joshi' });
    await update(owner, { ...bride, horoscopeVisibility: 'accepted' });
    await connect(connected, owner);
    expect((await details(connected, owner)).json().member.user_profile.nakshatra).toBe('rohini');
    expect((await details(stranger, owner)).json().member.user_profile.nakshatra).toBeNull();
  });
});
