import { samplePhoto } from '../../testing/sample-photos';
import { createTestApp, signUpMember, type TestApp, type TestMember } from '../../testing/test-app';
import { uploadPhoto } from '../../testing/upload-photo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const image = (url: string) => get(`/api/image?url=${encodeURIComponent(url)}&w=256`);
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

    // Shown to all: one public address, cached by anyone for a year.
    const everyone = await get(uploaded.url);
    expect([everyone.statusCode, everyone.headers['cache-control']]).toEqual([
      200,
      'public, max-age=31536000, immutable',
    ]);
    expect((await image(uploaded.url)).headers['cache-control']).toBe('public, max-age=31536000, immutable');

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
