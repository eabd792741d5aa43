import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema';
import { givePlan } from '../../../testing/give-plan';
import { createTestApp, signUpMember, type TestApp } from '../../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const member = (overrides: Record<string, unknown> = {}) => signUpMember(t, overrides);

describe('GET /api/users/me/viewers', () => {
  it('lists who looked at the profile, newest first, once each, without the owner, admins or inactive members', async () => {
    const owner = await member();
    const first = await member({ fullName: 'Aditi Rao' });
    const second = await member({ fullName: 'Meher Bedi' });
    const admin = await member();
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
    const look = (auth: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: `/api/users/${owner.id}?populate=*`, headers: auth });
    await look(first.auth);
    await look(second.auth);
    await look(first.auth);
    await look(owner.auth);
    await look(admin.auth);
    await t.app.inject({ method: 'GET', url: `/api/users/${owner.id}`, headers: second.auth });

    const viewersOf = async (auth: Record<string, string>) =>
      (await t.app.inject({ method: 'GET', url: '/api/users/me/viewers', headers: auth })).json();
    // Free shows how many looked, not who.
    expect(await viewersOf(owner.auth)).toEqual({ count: 2, viewers: null });

    await givePlan(t, owner, 'gold');
    const { count, viewers } = await viewersOf(owner.auth);
    expect(count).toBe(2);
    expect(viewers.map((v: { full_name: string }) => v.full_name)).toEqual(['Aditi Rao', 'Meher Bedi']);
    expect(viewers[0]).toMatchObject({
      profileId: first.profileId,
      age: expect.any(Number),
      viewedAt: expect.any(String),
    });
    expect(JSON.stringify(viewers)).not.toMatch(/email|mobile|@/);

    await t.database.db.update(users).set({ status: 'hidden' }).where(eq(users.id, first.id));
    const after = await viewersOf(owner.auth);
    expect([after.count, after.viewers.map((v: { full_name: string }) => v.full_name)]).toEqual([1, ['Meher Bedi']]);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me/viewers' })).statusCode).toBe(401);
  });

  it('stops showing who looked when the plan ends', async () => {
    const owner = await member();
    const viewer = await member();
    await t.app.inject({ method: 'GET', url: `/api/users/${owner.id}?populate=*`, headers: viewer.auth });
    await givePlan(t, owner, 'platinum', -1);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me/viewers', headers: owner.auth })).json()).toEqual({
      count: 1,
      viewers: null,
    });
  });
});
