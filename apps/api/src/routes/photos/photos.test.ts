import { and, eq } from 'drizzle-orm';
import { PHOTO_LINK_LIFETIME_S } from '@matri/contracts';
import { interests, users } from '../../db/schema';
import { samplePhoto } from '../../testing/sample-photos';
import { createTestApp, signUpMember, type TestApp, type TestMember } from '../../testing/test-app';
import { uploadPhoto } from '../../testing/upload-photo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const image = (url: string, headers: Record<string, string> = {}) =>
  get(`/api/image?url=${encodeURIComponent(url)}&w=256`, headers);

/** The longest any cache may keep (or serve stale) an answer, by its Cache-Control; null when it may not keep it. */
function secondsKept(cacheControl: string | undefined): number | null {
  const directives = new Map(
    (cacheControl ?? '').split(',').map((part) => {
      const [name, value] = part.trim().split('=');
      return [name.toLowerCase(), value === undefined ? true : Number(value)] as const;
    }),
  );
  if (directives.has('no-store') || directives.has('immutable')) return directives.has('no-store') ? null : Infinity;
  const fresh = Math.max(Number(directives.get('max-age') ?? 0), Number(directives.get('s-maxage') ?? 0));
  return fresh + Number(directives.get('stale-while-revalidate') ?? 0);
}
const photoSeenBy = async (viewer: TestMember, owner: TestMember): Promise<{ url: string; isBlurred: boolean }> =>
  (await t.app.inject({ method: 'GET', url: `/api/profiles/${owner.profileId}`, headers: viewer.auth })).json()
    .photos[0];

describe('photos not shown to everyone', () => {
  it('lose their public address the moment the owner narrows who sees them, and are served by signed links to those allowed, while allowed', async () => {
    const owner = await signUpMember(t, { gender: 'female' });
    const connected = await signUpMember(t, { gender: 'male' });
    const stranger = await signUpMember(t, { gender: 'male' });
    const uploaded = (await uploadPhoto(t, owner.auth, await samplePhoto('jpeg'))).json();
    const interest = (
      await t.app.inject({
        method: 'POST',
        url: '/api/interests',
        headers: connected.auth,
        payload: { profileId: owner.profileId },
      })
    ).json();
    await t.app.inject({ method: 'POST', url: `/api/interests/${interest.id}/accept`, headers: owner.auth });

    // Shown to all: one public address, cached by anyone for minutes.
    const everyone = await get(uploaded.url);
    expect([everyone.statusCode, everyone.headers['cache-control']]).toEqual([
      200,
      'public, max-age=180, stale-while-revalidate=60',
    ]);
    expect((await image(uploaded.url)).headers['cache-control']).toBe('public, max-age=180, stale-while-revalidate=60');

    const narrowed = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me/privacy',
      headers: owner.auth,
      payload: { photoVisibility: 'accepted' },
    });
    expect(narrowed.statusCode).toBe(200);
    expect((await get(uploaded.url)).statusCode).toBe(404);
    expect((await image(uploaded.url)).statusCode).toBe(404);

    const forStranger = await photoSeenBy(stranger, owner);
    expect(forStranger.isBlurred).toBe(true);
    const forConnected = await photoSeenBy(connected, owner);
    expect(forConnected.isBlurred).toBe(false);
    expect(forConnected.url).toMatch(
      new RegExp(`^/api/photos/[0-9a-f]{32}\\.webp\\?access=${connected.id}\\.\\d+\\.[\\w-]{32}$`),
    );
    expect(forConnected.url).not.toContain(uploaded.url.split('/').pop());
    const served = await get(forConnected.url);
    expect([served.statusCode, served.headers['cache-control']]).toEqual([
      200,
      expect.stringMatching(/^private, max-age=\d+$/),
    ]);
    const resized = await image(forConnected.url);
    expect([resized.statusCode, resized.headers['cache-control']]).toEqual([
      200,
      expect.stringMatching(/^private, max-age=\d+$/),
    ]);

    // A link altered to another viewer, or forged, is refused.
    expect((await get(forConnected.url.replace(`access=${connected.id}.`, `access=${stranger.id}.`))).statusCode).toBe(
      404,
    );
    expect((await get(forConnected.url.replace(/\.[\w-]{32}$/, `.${'A'.repeat(32)}`))).statusCode).toBe(404);
    expect((await get(forConnected.url.replace(/access=.*$/, ''))).statusCode).toBe(400);

    // Allowed at the time of the request only: once the owner blocks the connected member, their link stops working.
    await t.app.inject({
      method: 'POST',
      url: '/api/blocks',
      headers: owner.auth,
      payload: { profileId: connected.profileId },
    });
    expect((await get(forConnected.url)).statusCode).toBe(404);
    expect((await image(forConnected.url)).statusCode).toBe(404);
  });

  it('give the owner signed links, and hide every photo of a member who is hidden until shown again', async () => {
    const owner = await signUpMember(t);
    const viewer = await signUpMember(t, { gender: 'male' });
    const uploaded = (await uploadPhoto(t, owner.auth, await samplePhoto('png'))).json();
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/hidden',
      headers: owner.auth,
      payload: { isHidden: true },
    });
    expect((await get(uploaded.url)).statusCode).toBe(404);
    const own = (await t.app.inject({ method: 'GET', url: '/api/users/me/photos', headers: owner.auth })).json();
    expect(own[0].url).toMatch(new RegExp(`^/api/photos/.*access=${owner.id}\\.`));
    expect((await get(own[0].url)).statusCode).toBe(200);
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/hidden',
      headers: owner.auth,
      payload: { isHidden: false },
    });
    expect((await get(uploaded.url)).statusCode).toBe(200);
    expect((await photoSeenBy(viewer, owner)).url).toBe(uploaded.url);
  });
});

describe('a signed link', () => {
  it('serves its viewer for minutes, only while they may see the photo, refusing alike for every reason', async () => {
    const owner = await signUpMember(t, { gender: 'female' });
    const viewer = await signUpMember(t, { gender: 'male' });
    await uploadPhoto(t, owner.auth, await samplePhoto('jpeg'));
    const interest = (
      await t.app.inject({
        method: 'POST',
        url: '/api/interests',
        headers: viewer.auth,
        payload: { profileId: owner.profileId },
      })
    ).json();
    await t.app.inject({ method: 'POST', url: `/api/interests/${interest.id}/accept`, headers: owner.auth });
    const showTo = (photoVisibility: string) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/users/me/privacy',
        headers: owner.auth,
        payload: { photoVisibility },
      });
    await showTo('accepted');
    let url = '';
    // A link handed out now (narrowing renames the photo, so one given before it stays dead).
    const works = async () => {
      url = (await photoSeenBy(viewer, owner)).url;
      const [served, resized] = [await get(url), await image(url)];
      expect([served.statusCode, resized.statusCode]).toEqual([200, 200]);
    };
    const refusals: { reason: string; status: number; body: string }[] = [];
    const refused = async (reason: string) => {
      for (const answer of [await get(url), await image(url)]) {
        refusals.push({ reason, status: answer.statusCode, body: answer.body });
      }
    };
    await works();

    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now + PHOTO_LINK_LIFETIME_S * 1000);
    await refused('the link ended');
    clock.mockRestore();
    await works();

    const connection = and(eq(interests.id, interest.id), eq(interests.status, 'accepted'));
    await t.database.db.update(interests).set({ status: 'withdrawn' }).where(connection);
    await refused('the connection ended');
    await t.database.db.update(interests).set({ status: 'accepted' }).where(eq(interests.id, interest.id));
    await works();

    await showTo('hidden');
    await refused('the owner narrowed who sees photos');
    await showTo('accepted');
    await works();

    await t.database.db.update(users).set({ status: 'suspended' }).where(eq(users.id, viewer.id));
    await refused('the viewer was suspended');
    await t.database.db.update(users).set({ status: 'active' }).where(eq(users.id, viewer.id));
    await works();

    await t.app.inject({
      method: 'POST',
      url: '/api/blocks',
      headers: viewer.auth,
      payload: { profileId: owner.profileId },
    });
    await refused('the viewer blocked the owner');

    expect(new Set(refusals.map(({ status, body }) => `${status} ${body}`)).size).toBe(1);
    expect(refusals[0].status).toBe(404);
    expect(refusals.length).toBe(10);
  });
});

describe('photo caching', () => {
  it('lets no cache keep a photo, blurred or resized, over five minutes, and revalidates with 304', async () => {
    const owner = await signUpMember(t, { gender: 'female' });
    const stranger = await signUpMember(t, { gender: 'male' });
    const uploaded = (await uploadPhoto(t, owner.auth, await samplePhoto('jpeg'))).json();
    const answers = { public: await get(uploaded.url), optimised: await image(uploaded.url) };
    await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me/privacy',
      headers: owner.auth,
      payload: { photoVisibility: 'accepted' },
    });
    const own = (await t.app.inject({ method: 'GET', url: '/api/users/me/photos', headers: owner.auth })).json()[0];
    const blurred = await photoSeenBy(stranger, owner);
    expect(blurred.isBlurred).toBe(true);
    const more = {
      blurred: await get(blurred.url),
      blurredOptimised: await image(blurred.url),
      own: await get(own.url),
      ownOptimised: await image(own.url),
    };

    for (const [kind, answer] of Object.entries({ ...answers, ...more })) {
      expect([kind, answer.statusCode]).toEqual([kind, 200]);
      expect([kind, secondsKept(answer.headers['cache-control'] as string)]).toEqual([kind, expect.any(Number)]);
      expect(secondsKept(answer.headers['cache-control'] as string)).toBeLessThanOrEqual(300);
      expect(answer.headers['etag']).toMatch(/^"[0-9a-f]{32}\.webp[^"]*"$/);
    }
    expect(answers.public.headers['cache-control']).toMatch(/^public,/);
    expect(answers.optimised.headers['cache-control']).toMatch(/^public,/);
    expect(more.blurred.headers['cache-control']).toMatch(/^public,/);
    expect(more.own.headers['cache-control']).toMatch(/^private,/);
    expect(more.ownOptimised.headers['cache-control']).toMatch(/^private,/);

    // Asking again is cheap while the photo may be served: the same ETag answers 304 without the photo.
    const revalidated = await get(blurred.url, { 'if-none-match': more.blurred.headers['etag'] as string });
    expect([revalidated.statusCode, revalidated.rawPayload.length, revalidated.headers['cache-control']]).toEqual([
      304,
      0,
      more.blurred.headers['cache-control'],
    ]);
    const resizedAgain = await image(blurred.url, { 'if-none-match': more.blurredOptimised.headers['etag'] as string });
    expect([resizedAgain.statusCode, resizedAgain.headers['vary']]).toEqual([304, 'Accept']);
    expect((await image(blurred.url, { 'if-none-match': '"another"' })).statusCode).toBe(200);

    // Once narrowed, the old public address is gone at the next request, whatever a cache holds.
    const held = { 'if-none-match': answers.public.headers['etag'] as string };
    const gone = await get(uploaded.url, held);
    expect([gone.statusCode, gone.headers['etag']]).toEqual([404, undefined]);
    expect(
      (await image(uploaded.url, { 'if-none-match': answers.optimised.headers['etag'] as string })).statusCode,
    ).toBe(404);
  });
});
