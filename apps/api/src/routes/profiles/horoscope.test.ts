import { gunaMilan, starKeyOf } from '@matri/contracts';
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

  it('give Guna Milan on the profile page: the total to anyone, the kootas only where the horoscope is shown', async () => {
    const owner = await signUpMember(t);
    const viewer = await signUpMember(t, { gender: 'male', fullName: 'Rohan Iyer' });
    expect((await details(viewer, owner)).json().gunaMilan).toEqual({ state: 'needs-mine', manglik: 'unknown' });
    await update(viewer, groom);
    expect((await details(viewer, owner)).json().gunaMilan).toEqual({ state: 'needs-theirs', manglik: 'unknown' });

    await update(owner, bride);
    const expected = gunaMilan(starKeyOf('rohini', 2), starKeyOf('ashwini', 1));
    const hidden = (await details(viewer, owner)).json();
    expect(hidden.gunaMilan).toEqual({
      state: 'scored',
      total: expected.total,
      kootas: null,
      doshas: null,
      manglik: 'consult',
    });
    expect(hidden.member.user_profile).toMatchObject({
      nakshatra: null,
      nakshatraPada: null,
      rashi: null,
      birthTime: null,
      birthPlace: null,
      manglik: 'no',
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
    expect(shown.member.user_profile).toMatchObject({ nakshatra: 'rohini', nakshatraPada: 2, birthPlace: 'jaipur-in' });

    // The owner's side: who is the bride decides the direction.
    const back = (await details(owner, viewer)).json().gunaMilan;
    expect(back.total).toBe(expected.total);
  });

  it('keep the details to connected members when the owner says so', async () => {
    const owner = await signUpMember(t);
    const stranger = await signUpMember(t, { gender: 'male', fullName: 'Kabir Rao' });
    const connected = await signUpMember(t, { gender: 'male', fullName: 'Dev Joshi' });
    await update(owner, { ...bride, horoscopeVisibility: 'accepted' });
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/interests',
      headers: connected.auth,
      payload: { profileId: owner.profileId },
    });
    expect(sent.statusCode).toBe(201);
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/interests/${sent.json().id}/accept`,
      headers: owner.auth,
    });
    expect(accepted.statusCode).toBe(200);
    expect((await details(connected, owner)).json().member.user_profile.nakshatra).toBe('rohini');
    expect((await details(stranger, owner)).json().member.user_profile.nakshatra).toBeNull();
  });
});
