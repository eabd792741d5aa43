import { eq } from 'drizzle-orm';
import { photos, users } from '../db/schema';
import { matrix } from '../testing/access-matrix';
import { samplePhoto } from '../testing/sample-photos';
import { uploadPhoto } from '../testing/upload-photo';
import { givePlan } from '../testing/give-plan';
import { createTestApp, signUpMember, type TestApp, type TestMember } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const year = new Date().getFullYear();
const surname = `Zq${Date.now()
  .toString(36)
  .replace(/\d/g, (d) => 'abcdefghij'[Number(d)])}`;

type Probe = (viewer: TestMember, other: TestMember) => Promise<string>;
const mentions = (answer: string, member: TestMember) =>
  answer.includes(member.profileId) || answer.includes(member.registration.email);
const get = (viewer: TestMember, url: string) => t.app.inject({ method: 'GET', url, headers: viewer.auth });
const body: (url: string | ((other: TestMember) => string)) => Probe = (url) => async (viewer, other) =>
  (await get(viewer, typeof url === 'string' ? url : url(other))).body;

/**
 * Every route that shows another member, each read as the viewer: the answer must not mention the other member once
 * a block stands between them, either way. A route added later that shows members belongs here: the access matrix
 * (src/testing/access-matrix.ts) marks the routes that show members, and the first test checks each is walked.
 */
const routesShowingMembers: Record<string, Probe> = {
  'GET /api/interests (received)': body('/api/interests?box=received'),
  'GET /api/interests (sent)': body('/api/interests?box=sent'),
  'GET /api/interests (accepted)': body('/api/interests?box=accepted'),
  'GET /api/interests (declined)': body('/api/interests?box=declined'),
  'GET /api/users/me/viewers': body('/api/users/me/viewers'),
  'GET /api/notifications': body('/api/notifications'),
  'GET /api/shortlist': body('/api/shortlist'),
  'GET /api/members/recent': body('/api/members/recent'),
  'GET /api/search': body(`/api/search?q=${surname}`),
  'GET /api/matches': body('/api/matches'),
  'GET /api/profiles/:profileId': body((other) => `/api/profiles/${other.profileId}`),
  'GET /api/users/:id': body((other) => `/api/users/${other.id}?populate=*`),
  'GET /api/conversations': body('/api/conversations'),
  'GET /api/conversations/:profileId': body((other) => `/api/conversations/${other.profileId}`),
  'POST /api/profiles/:profileId/contact': async (viewer, other) =>
    (await t.app.inject({ method: 'POST', url: `/api/profiles/${other.profileId}/contact`, headers: viewer.auth }))
      .body,
};

describe('the "never shown" rule for a blocked pair', () => {
  it('walks every route the access matrix says shows other members', () => {
    const walked = new Set(Object.keys(routesShowingMembers).map((probe) => probe.replace(/ \(.*\)$/, '')));
    const showing = Object.entries(matrix)
      .filter(([, entry]) => entry.showsMembers)
      .map(([route]) => route);
    expect(showing.filter((route) => !walked.has(route))).toEqual([]);
  });

  it('shows each member to the other everywhere until one blocks, then nowhere, either way', async () => {
    const bride = await signUpMember(t, {
      fullName: `Ananya ${surname}`,
      gender: 'female',
      dateOfBirth: `${year - 28}-02-10`,
      religion: 'parsi',
    });
    const groom = await signUpMember(t, {
      fullName: `Arjun ${surname}`,
      gender: 'male',
      dateOfBirth: `${year - 30}-03-01`,
      religion: 'parsi',
    });
    const pair: [TestMember, TestMember][] = [
      [bride, groom],
      [groom, bride],
    ];
    for (const [member] of pair) {
      await t.app.inject({
        method: 'PATCH',
        url: '/api/users/me/privacy',
        headers: member.auth,
        payload: { contactVisibility: 'accepted', isShownInRecent: true },
      });
      await givePlan(t, member, 'diamond');
    }
    const sent = (
      await t.app.inject({
        method: 'POST',
        url: '/api/interests',
        headers: bride.auth,
        payload: { profileId: groom.profileId, message: 'Namaste' },
      })
    ).json();
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/interests/${sent.id}/accept`, headers: groom.auth })).statusCode,
    ).toBe(200);
    for (const [viewer, other] of pair) {
      await get(viewer, `/api/profiles/${other.profileId}`);
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: `/api/conversations/${other.profileId}/messages`,
            headers: viewer.auth,
            payload: { text: 'Namaste' },
          })
        ).statusCode,
      ).toBe(201);
      expect(
        (await t.app.inject({ method: 'PUT', url: `/api/shortlist/${other.profileId}`, headers: viewer.auth }))
          .statusCode,
      ).toBeLessThan(300);
    }

    // Before the block, each route that can show the other does (pending boxes are empty once the interest is accepted).
    const pendingBoxes = [
      'GET /api/interests (received)',
      'GET /api/interests (sent)',
      'GET /api/interests (declined)',
    ];
    for (const [viewer, other] of pair) {
      for (const [route, probe] of Object.entries(routesShowingMembers)) {
        if (pendingBoxes.includes(route)) continue;
        expect([route, mentions(await probe(viewer, other), other)]).toEqual([route, true]);
      }
      expect(await routesShowingMembers['GET /api/interests (accepted)'](viewer, other)).toContain(
        other.id === groom.id ? 'mobile' : 'email',
      );
    }

    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/blocks',
          headers: groom.auth,
          payload: { profileId: bride.profileId },
        })
      ).statusCode,
    ).toBe(201);

    for (const [viewer, other] of pair) {
      for (const [route, probe] of Object.entries(routesShowingMembers)) {
        expect([route, mentions(await probe(viewer, other), other)]).toEqual([route, false]);
      }
    }
    // The blocker alone sees whom they blocked, to unblock.
    expect((await get(groom, '/api/blocks')).body).toContain(bride.profileId);
    expect((await get(bride, '/api/blocks')).body).not.toContain(groom.profileId);
  });
});

/**
 * A bride with a photo and the privacy given, and a groom she accepted and wrote to, who opened and shortlisted her
 * profile: every route that shows members has a reason to show her to him.
 */
async function connectedPairWithPhoto([brideName, groomName]: [string, string], privacy: Record<string, unknown>) {
  const bride = await signUpMember(t, {
    fullName: `${brideName} ${surname}`,
    gender: 'female',
    dateOfBirth: `${year - 27}-05-10`,
    religion: 'parsi',
  });
  const groom = await signUpMember(t, {
    fullName: `${groomName} ${surname}`,
    gender: 'male',
    dateOfBirth: `${year - 29}-06-01`,
    religion: 'parsi',
  });
  expect((await uploadPhoto(t, bride.auth, await samplePhoto('jpeg'))).statusCode).toBe(201);
  await t.app.inject({ method: 'PATCH', url: '/api/users/me/privacy', headers: bride.auth, payload: privacy });
  const sent = (
    await t.app.inject({
      method: 'POST',
      url: '/api/interests',
      headers: groom.auth,
      payload: { profileId: bride.profileId },
    })
  ).json();
  await t.app.inject({ method: 'POST', url: `/api/interests/${sent.id}/accept`, headers: bride.auth });
  await t.app.inject({
    method: 'POST',
    url: `/api/conversations/${groom.profileId}/messages`,
    headers: bride.auth,
    payload: { text: 'Namaste' },
  });
  await get(groom, `/api/profiles/${bride.profileId}`);
  await t.app.inject({ method: 'PUT', url: `/api/shortlist/${bride.profileId}`, headers: groom.auth });
  const [photo] = await t.database.db.select().from(photos).where(eq(photos.userId, bride.id));
  return { bride, groom, photo };
}

describe('the "never shown" rule for photos kept to verified members', () => {
  it('shows the photo to no member outside the photo audience on any route, nor at its address, until they verify', async () => {
    const { bride, groom, photo } = await connectedPairWithPhoto(['Sunita', 'Vikram'], {
      contactVisibility: 'accepted',
      isShownInRecent: true,
      photoAudience: 'verified-id',
    });

    for (const [route, probe] of Object.entries(routesShowingMembers)) {
      expect([route, (await probe(groom, bride)).includes(photo.fileName)]).toEqual([route, false]);
    }
    expect((await t.app.inject({ method: 'GET', url: `/uploads/photos/${photo.fileName}` })).statusCode).toBe(404);

    await t.database.db.update(users).set({ idVerifiedAt: new Date() }).where(eq(users.id, groom.id));
    const details = (await get(groom, `/api/profiles/${bride.profileId}`)).json();
    expect(details.photos[0]).toMatchObject({ isBlurred: false });
    const shown = await t.app.inject({ method: 'GET', url: details.photos[0].url });
    expect(shown.statusCode).toBe(200);
  });
});

describe('the "never shown" rule for photos not passed by screening', () => {
  it('shows a photo checking, held or refused to no other member on any route, not even blurred, nor at its addresses', async () => {
    const { bride, groom, photo } = await connectedPairWithPhoto(['Meera', 'Rohan'], {
      contactVisibility: 'accepted',
      isShownInRecent: true,
    });
    const names = [photo.fileName, photo.blurFileName as string];
    const shownOn = async () => {
      const routes: string[] = [];
      for (const [route, probe] of Object.entries(routesShowingMembers)) {
        const answer = await probe(groom, bride);
        if (names.some((name) => answer.includes(name))) routes.push(route);
      }
      return routes;
    };
    const served = async () =>
      Promise.all(
        names.map(async (name) => (await t.app.inject({ method: 'GET', url: `/uploads/photos/${name}` })).statusCode),
      );
    const shownBefore = await shownOn();
    expect(shownBefore).toContain('GET /api/profiles/:profileId');
    expect(await served()).toEqual([200, 200]);

    for (const screening of ['checking', 'held', 'refused'] as const) {
      await t.database.db.update(photos).set({ screening }).where(eq(photos.id, photo.id));
      expect([screening, await shownOn()]).toEqual([screening, []]);
      expect([screening, await served()]).toEqual([screening, [404, 404]]);
      // The owner still sees it, with what its screening means.
      const own = (await get(bride, '/api/users/me/photos')).json();
      expect(own[0]).toMatchObject({ id: photo.id, screening, screeningNote: expect.any(String) });
    }
  });
});
