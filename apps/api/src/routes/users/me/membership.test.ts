import { eq } from 'drizzle-orm';
import { memberships } from '../../../db/schema';
import { createTestApp, signUpMember, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;

describe('my membership', () => {
  it('is Free with no end until a paid plan runs, and Free again once it ends', async () => {
    const member = await signUpMember(t);
    const mine = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/users/me/membership', headers: member.auth })).json();
    expect(await mine()).toMatchObject({ plan: { id: 'free' }, endsAt: null, interestsSentToday: 0 });

    const endsAt = new Date(Date.now() + 90 * DAY_MS);
    const [running] = await t.database.db
      .insert(memberships)
      .values({ userId: member.id, planId: 'diamond', startsAt: new Date(Date.now() - DAY_MS), endsAt })
      .returning();
    expect(await mine()).toMatchObject({
      plan: { id: 'diamond', canSeeWhoViewed: true },
      endsAt: endsAt.toISOString(),
    });

    await t.database.db
      .update(memberships)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(memberships.id, running.id));
    expect(await mine()).toMatchObject({ plan: { id: 'free' }, endsAt: null });
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me/membership' })).statusCode).toBe(401);
  });
});
