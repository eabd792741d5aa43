import type { InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { notifications } from '../db/schema';
import { samplePhoto } from '../testing/sample-photos';
import { matrix, type Fixture } from '../testing/access-matrix';
import { createTestApp, signUpMember, type TestApp } from '../testing/test-app';
import { uploadPhoto } from '../testing/upload-photo';

/** A request to the route as written, its parameters filled with harmless values. */
function plainRequest(route: string): InjectOptions {
  const [method, path] = route.split(' ');
  const url = path
    .replace(':fileName', `${'0'.repeat(32)}.webp`)
    .replace(/:(\w+)/g, (_match, name: string) => (/id$/i.test(name) ? '1' : 'accept'));
  return {
    method: method as InjectOptions['method'],
    url,
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
  };
}

let t: TestApp;
let fx: Fixture;
beforeAll(async () => {
  t = await createTestApp({ DEMO_MODE: 'true' });
  const a = await signUpMember(t, { gender: 'female' });
  const b = await signUpMember(t, { gender: 'male' });
  const c = await signUpMember(t, { gender: 'male' });
  const hidden = await signUpMember(t, { gender: 'female' });
  await t.app.inject({ method: 'PUT', url: '/api/users/me/hidden', headers: hidden.auth, payload: { isHidden: true } });
  const photo = (await uploadPhoto(t, a.auth, await samplePhoto('jpeg'))).json();
  await t.app.inject({
    method: 'PATCH',
    url: '/api/users/me/privacy',
    headers: a.auth,
    payload: { photoVisibility: 'hidden' },
  });
  const [own] = (await t.app.inject({ method: 'GET', url: '/api/users/me/photos', headers: a.auth })).json();
  const interest = (
    await t.app.inject({ method: 'POST', url: '/api/interests', headers: a.auth, payload: { profileId: c.profileId } })
  ).json();
  const savedSearch = (
    await t.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: a.auth,
      payload: { name: 'Mine', query: 'religion=hindu' },
    })
  ).json();
  const paid = (
    await t.app.inject({ method: 'POST', url: '/api/payments/orders', headers: a.auth, payload: { planId: 'gold' } })
  ).json();
  await t.app.inject({ method: 'POST', url: `/api/test-processor/orders/${paid.orderId}/pay`, headers: a.auth });
  const [payment] = (await t.app.inject({ method: 'GET', url: '/api/users/me/payments', headers: a.auth })).json();
  const unpaid = (
    await t.app.inject({ method: 'POST', url: '/api/payments/orders', headers: a.auth, payload: { planId: 'diamond' } })
  ).json();
  await t.app.inject({ method: 'GET', url: `/api/profiles/${a.profileId}`, headers: c.auth });
  const [notification] = await t.database.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, a.id));
  fx = {
    a,
    b,
    hidden,
    photoId: photo.id,
    photoFile: (own.url as string).split('/').pop()?.split('?')[0] as string,
    interestId: interest.id,
    savedSearchId: savedSearch.id,
    paymentId: payment.id,
    orderId: unpaid.orderId,
    notificationId: notification.id,
  };
});
afterAll(() => t.close());

describe('the access matrix', () => {
  it('lists every route with the access it declares, and nothing that is not a route', () => {
    const declared = Object.fromEntries(t.app.routeAccess);
    const listed = Object.fromEntries(
      Object.entries(matrix)
        .filter(([, entry]) => !entry.withFrontEndsOnly)
        .map(([route, entry]) => [route, entry.access]),
    );
    expect(declared).toEqual(listed);
  });

  it('answers 401 to a visitor on every route for members and admins, and serves the public ones without a 5xx', async () => {
    for (const route of t.app.routeAccess.keys()) {
      const response = await t.app.inject(plainRequest(route));
      if (matrix[route].access === 'public') expect([route, response.statusCode < 500]).toEqual([route, true]);
      else expect([route, response.statusCode]).toEqual([route, 401]);
    }
  });

  it('answers 403 to a member on every admin route, before reading what was sent', async () => {
    for (const [route, entry] of Object.entries(matrix)) {
      if (entry.access !== 'admin' && entry.access !== 'admin-or-api-token') continue;
      expect([route, (await t.app.inject({ ...plainRequest(route), headers: fx.b.auth })).statusCode]).toEqual([
        route,
        403,
      ]);
    }
  });

  it('gives member B nothing of member A’s by A’s ids, nor a hidden member by their profile ID', async () => {
    for (const [route, entry] of Object.entries(matrix)) {
      if (!entry.othersId) continue;
      const response = await t.app.inject(entry.othersId.request(fx));
      expect([route, entry.othersId.expect ?? [403, 404]]).toEqual([
        route,
        expect.arrayContaining([response.statusCode]),
      ]);
    }
    // What B could not touch is as A left it.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/me/photos', headers: fx.a.auth })).json(),
    ).toHaveLength(1);
    const [notification] = await t.database.db
      .select({ readAt: notifications.readAt })
      .from(notifications)
      .where(eq(notifications.id, fx.notificationId));
    expect(notification.readAt).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/api/saved-searches', headers: fx.a.auth })).json()).toHaveLength(
      1,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/interests?box=sent', headers: fx.a.auth })).json(),
    ).toHaveLength(1);
  });

  it('is the same without demo mode, less the outbox, the test processor and its webhook (there with a payment provider only)', async () => {
    const deployment = await createTestApp();
    try {
      const demoOnly = [
        'GET /api/admin/outbox',
        'POST /api/test-processor/orders/:orderId/pay',
        'POST /api/payments/webhook',
      ];
      expect([...deployment.app.routeAccess.keys()].sort()).toEqual(
        [...t.app.routeAccess.keys()].filter((route) => !demoOnly.includes(route)).sort(),
      );
    } finally {
      await deployment.close();
    }
  });
});
