import { eq } from 'drizzle-orm';
import { CONTACT_SHARE_QUESTION, moonStarOfKey, starKeyOf } from '@matri/contracts';
import { defaultPlans } from '@matri/membership';
import { gunaMilan } from '@matri/horoscope';
import { memberships, profiles, users } from '../../db/schema';
import { samplePhoto } from '../../testing/sample-photos';
import { createTestApp, signUpMember, type TestApp, type TestMember } from '../../testing/test-app';
import { uploadPhoto } from '../../testing/upload-photo';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

function send(from: TestMember, to: TestMember | string, message?: string, extra: object = {}) {
  const profileId = typeof to === 'string' ? to : to.profileId;
  return t.app.inject({
    method: 'POST',
    url: '/api/interests',
    headers: from.auth,
    payload: { profileId, ...(message ? { message } : {}), ...extra },
  });
}

function answer(member: TestMember, id: number, verb: string) {
  return t.app.inject({ method: 'POST', url: `/api/interests/${id}/${verb}`, headers: member.auth });
}

async function box(member: TestMember, name: string) {
  return (await t.app.inject({ method: 'GET', url: `/api/interests?box=${name}`, headers: member.auth })).json();
}

function record(viewer: TestMember, owner: TestMember) {
  return t.app.inject({ method: 'GET', url: `/api/users/${owner.id}?populate=*`, headers: viewer.auth });
}

describe('interests', () => {
  it('goes from sent to accepted, listed in each box for each side', async () => {
    const priya = await signUpMember(t, { fullName: 'Priya Nair' });
    const arjun = await signUpMember(t, { fullName: 'Arjun Menon', gender: 'male' });
    const sent = await send(arjun, priya, 'Namaste, our families are both from Kochi.');
    expect(sent.statusCode).toBe(201);
    const { id } = sent.json();
    expect(await box(priya, 'received')).toEqual([
      expect.objectContaining({
        id,
        direction: 'received',
        status: 'pending',
        message: 'Namaste, our families are both from Kochi.',
        member: expect.objectContaining({ full_name: 'Arjun Menon' }),
      }),
    ]);
    expect((await box(arjun, 'sent')).map((i: { id: number }) => i.id)).toEqual([id]);

    expect((await answer(priya, id, 'accept')).json()).toEqual({ id, status: 'accepted' });
    expect((await box(priya, 'accepted')).map((i: { id: number }) => i.id)).toEqual([id]);
    expect((await box(arjun, 'accepted')).map((i: { id: number }) => i.id)).toEqual([id]);
    expect(await box(priya, 'received')).toEqual([]);
    expect((await answer(priya, id, 'decline')).json().error.message).toBe('This interest was already accepted.');
  });

  it('refuses each broken rule with its reason', async () => {
    const a = await signUpMember(t);
    const b = await signUpMember(t);
    expect((await send(a, a)).json().error.message).toBe('You cannot send an interest to yourself.');
    expect((await send(a, 'SV999999')).statusCode).toBe(404);
    const first = (await send(a, b)).json();
    expect((await send(a, b)).json().error.message).toBe(
      'Your interest to this member is still waiting for an answer.',
    );
    expect((await send(b, a)).json().error.message).toBe(
      'This member has already sent you an interest. Accept it on your Request page.',
    );
    await answer(b, first.id, 'accept');
    expect((await send(a, b)).json().error.message).toBe('You are already connected with this member.');
    expect((await send(a, b, 'x'.repeat(301))).json().error.message).toBe('Use at most 300 characters');

    const c = await signUpMember(t);
    const declined = (await send(a, c)).json();
    await answer(c, declined.id, 'decline');
    expect((await send(a, c)).json().error.message).toBe(
      'This member declined your interest, so you cannot send another.',
    );
    // The one who declined may change their mind.
    expect((await send(c, a)).statusCode).toBe(201);

    const hidden = await signUpMember(t);
    await t.database.db.update(users).set({ status: 'hidden' }).where(eq(users.id, hidden.id));
    expect((await send(a, hidden)).statusCode).toBe(404);
  });

  const [free, gold] = defaultPlans;
  const DAY_MS = 24 * 60 * 60 * 1000;

  it(`allows ${free.interestsPerDay} interests a day on Free, and says how to get more`, async () => {
    const sender = await signUpMember(t);
    const others = await Promise.all(Array.from({ length: free.interestsPerDay + 1 }, () => signUpMember(t)));
    const answers = await Promise.all(others.map((o) => send(sender, o)));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(free.interestsPerDay);
    expect(answers.find((r) => r.statusCode === 400)?.json().error.message).toBe(
      `The Free plan sends ${free.interestsPerDay} interests a day. Upgrade for more, or try again tomorrow.`,
    );
  });

  it('allows what a running paid plan allows, and only Free’s allowance once the plan has ended', async () => {
    const paid = await signUpMember(t);
    const lapsed = await signUpMember(t);
    const now = Date.now();
    await t.database.db.insert(memberships).values([
      { userId: paid.id, planId: 'gold', startsAt: new Date(now - DAY_MS), endsAt: new Date(now + 80 * DAY_MS) },
      { userId: lapsed.id, planId: 'gold', startsAt: new Date(now - 100 * DAY_MS), endsAt: new Date(now - DAY_MS) },
    ]);
    const others = await Promise.all(Array.from({ length: free.interestsPerDay + 2 }, () => signUpMember(t)));
    for (const other of others) expect((await send(paid, other)).statusCode).toBe(201);
    const lapsedAnswers = await Promise.all(others.map((o) => send(lapsed, o)));
    expect(lapsedAnswers.filter((r) => r.statusCode === 201)).toHaveLength(free.interestsPerDay);
    expect(gold.interestsPerDay).toBeGreaterThan(free.interestsPerDay + 2);
  });

  it('lets only the receiver answer and only the sender withdraw', async () => {
    const a = await signUpMember(t);
    const b = await signUpMember(t);
    const stranger = await signUpMember(t);
    const { id } = (await send(a, b)).json();
    expect((await answer(stranger, id, 'accept')).statusCode).toBe(404);
    expect((await answer(a, id, 'accept')).statusCode).toBe(404);
    expect((await answer(b, id, 'withdraw')).statusCode).toBe(404);
    expect((await answer(a, id, 'withdraw')).json()).toEqual({ id, status: 'withdrawn' });
    expect((await answer(b, id, 'accept')).json().error.message).toBe('This interest was already withdrawn.');
    expect((await answer(b, id, 'marry')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/interests?box=all', headers: a.auth })).statusCode).toBe(
      400,
    );
  });
});

describe('safety of an interest’s message, as of a message', () => {
  const scam = 'WhatsApp me on 9876543210, send Rs 5000 via UPI dev@okaxis';

  it('asks before the contact details in it go to a stranger, and sends it as written once confirmed', async () => {
    const stranger = await signUpMember(t);
    const priya = await signUpMember(t);
    // My details never reach a member I am not connected with, whatever my contact privacy says.
    for (const contactVisibility of ['nobody', 'accepted']) {
      await t.app.inject({
        method: 'PATCH',
        url: '/api/users/me/privacy',
        headers: stranger.auth,
        payload: { contactVisibility },
      });
      const asked = await send(stranger, priya, scam);
      expect(asked.statusCode).toBe(409);
      expect(asked.json().error).toMatchObject({
        message: CONTACT_SHARE_QUESTION.en,
        details: { errors: [{ path: ['confirmedContactShare'], message: CONTACT_SHARE_QUESTION.en }] },
      });
    }
    expect(await box(priya, 'received')).toEqual([]);
    const spelled = await send(stranger, priya, 'mera number nau aath saat chhe paanch char teen do ek shunya');
    expect(spelled.statusCode).toBe(409);

    expect((await send(stranger, priya, scam, { confirmedContactShare: true })).statusCode).toBe(201);
    expect(await box(priya, 'received')).toEqual([
      expect.objectContaining({ message: scam, warning: 'money-request' }),
    ]);
    // The sender sees their own words without the warning.
    expect(await box(stranger, 'sent')).toEqual([expect.objectContaining({ message: scam, warning: null })]);
  });

  it('warns the receiver of contact details from a member they are not connected with, until they accept', async () => {
    const stranger = await signUpMember(t);
    const priya = await signUpMember(t);
    // The sender's question is skipped by posting the confirmation straight away.
    const text = 'Mera number 98765 aur 43210 hai, WhatsApp karo';
    expect((await send(stranger, priya, text, { confirmedContactShare: true })).statusCode).toBe(201);
    const [received] = await box(priya, 'received');
    expect(received).toMatchObject({ message: text, warning: 'contact-from-stranger' });
    expect(await box(stranger, 'sent')).toEqual([expect.objectContaining({ message: text, warning: null })]);

    expect((await answer(priya, received.id, 'accept')).statusCode).toBe(200);
    expect(await box(priya, 'accepted')).toEqual([expect.objectContaining({ message: text, warning: null })]);
  });

  it('sends an ordinary message or none without asking or warning', async () => {
    const arjun = await signUpMember(t);
    const priya = await signUpMember(t);
    const meera = await signUpMember(t);
    expect((await send(arjun, priya, 'Born 14/03/1999, 5\'8", working in Pune since 2015.')).statusCode).toBe(201);
    expect((await send(arjun, meera)).statusCode).toBe(201);
    expect((await box(priya, 'received'))[0].warning).toBeNull();
    expect((await box(meera, 'received'))[0]).toMatchObject({ message: null, warning: null });
  });

  it('refuses a broken rule before it asks', async () => {
    const arjun = await signUpMember(t);
    const priya = await signUpMember(t);
    expect((await send(arjun, priya)).statusCode).toBe(201);
    expect((await send(arjun, priya, scam)).json().error.message).toBe(
      'Your interest to this member is still waiting for an answer.',
    );
  });
});

describe('privacy after an accepted interest', () => {
  it('shows an "accepted" photo and the contact details only to a connected member, and everything to an admin', async () => {
    const owner = await signUpMember(t, { fullName: 'Farah Siddiqui', religion: 'muslim', motherTongue: 'urdu' });
    const connected = await signUpMember(t, { gender: 'male' });
    const stranger = await signUpMember(t, { gender: 'male' });
    const admin = await signUpMember(t);
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
    const photo = (await uploadPhoto(t, owner.auth, await samplePhoto('jpeg'))).json();
    await t.database.db
      .update(profiles)
      .set({ photoVisibility: 'accepted', contactVisibility: 'accepted' })
      .where(eq(profiles.userId, owner.id));
    const { id } = (await send(connected, owner)).json();
    await answer(owner, id, 'accept');

    const seenByConnected = (await record(connected, owner)).json();
    const name = photo.url.split('/').pop();
    // Not shown to everyone: a link signed for the connected member, served while they stay connected.
    expect(seenByConnected.user_profile.profile_photo).toMatchObject({
      url: expect.stringMatching(new RegExp(`^/api/photos/${name}\\?access=${connected.id}\\.`)),
      isBlurred: false,
    });
    expect(
      (await t.app.inject({ method: 'GET', url: seenByConnected.user_profile.profile_photo.url })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: photo.url })).statusCode).toBe(404);
    expect(seenByConnected.contact).toEqual({
      email: owner.registration.email,
      mobile: expect.stringMatching(/^\+91\d{10}$/),
    });

    const seenByStranger = (await record(stranger, owner)).json();
    expect(seenByStranger.user_profile.profile_photo).toMatchObject({ isBlurred: true });
    expect(seenByStranger).not.toHaveProperty('contact');
    expect(JSON.stringify(seenByStranger)).not.toContain(owner.registration.email);

    const seenByAdmin = (await record(admin, owner)).json();
    expect(seenByAdmin).toMatchObject({
      email: owner.registration.email,
      user_profile: {
        profile_photo: { url: expect.stringMatching(new RegExp(`^/api/photos/${name}\\?access=${admin.id}\\.`)) },
      },
    });

    const acceptedBox = () =>
      t.app
        .inject({ method: 'GET', url: '/api/interests?box=accepted', headers: connected.auth })
        .then((r) => r.json()[0]);
    expect((await acceptedBox()).contact).toEqual({
      email: owner.registration.email,
      mobile: expect.stringMatching(/^\+91\d{10}$/),
    });

    for (const contactVisibility of ['nobody', 'paid-accepted'] as const) {
      await t.database.db.update(profiles).set({ contactVisibility }).where(eq(profiles.userId, owner.id));
      expect((await record(connected, owner)).json()).not.toHaveProperty('contact');
      expect((await acceptedBox()).contact).toBeNull();
    }
  });
});

describe('the other member on a request card', () => {
  const giveStar = async (member: TestMember, key: number, horoscopeVisibility: string) => {
    const { nakshatra, pada, rashi } = moonStarOfKey(key);
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me/profile',
      headers: member.auth,
      payload: { nakshatra, nakshatraPada: pada, rashi, horoscopeVisibility },
    });
    expect(response.statusCode).toBe(200);
  };

  it('shows their photo and the Guna Milan within their privacy, blurred and withheld until connected', async () => {
    const bride = await signUpMember(t, { fullName: 'Meera Iyer' });
    const groom = await signUpMember(t, { fullName: 'Karthik Rao', gender: 'male' });
    const [brideKey, groomKey] = [starKeyOf('rohini', 2), starKeyOf('hasta', 1)];
    await giveStar(bride, brideKey, 'all');
    await giveStar(groom, groomKey, 'accepted');
    await uploadPhoto(t, groom.auth, await samplePhoto('jpeg'));
    await t.database.db.update(profiles).set({ photoVisibility: 'accepted' }).where(eq(profiles.userId, groom.id));
    const { id } = (await send(groom, bride)).json();

    const [received] = await box(bride, 'received');
    expect(received.member).toMatchObject({
      photo: { isBlurred: true, visibility: 'accepted' },
      gunaMilan: null,
      horoscopeShownTo: 'accepted',
    });
    // The groom sees the bride's horoscope, shown to all, from the start.
    expect((await box(groom, 'sent'))[0].member).toMatchObject({
      photo: null,
      gunaMilan: gunaMilan(brideKey, groomKey).total,
    });

    await answer(bride, id, 'accept');
    const [accepted] = await box(bride, 'accepted');
    expect(accepted.member).toMatchObject({
      photo: { url: expect.stringMatching(new RegExp(`^/api/photos/.+\\?access=${bride.id}\\.`)), isBlurred: false },
      gunaMilan: gunaMilan(brideKey, groomKey).total,
    });
    expect(accepted.member).not.toHaveProperty('horoscopeShownTo');
  });

  it('gives no score without both stars', async () => {
    const bride = await signUpMember(t);
    const groom = await signUpMember(t, { gender: 'male' });
    await giveStar(groom, starKeyOf('hasta', 1), 'all');
    await send(groom, bride);
    expect((await box(bride, 'received'))[0].member).toMatchObject({ photo: null, gunaMilan: null });
  });
});
