import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { createTestApp, signUpMember, type TestApp } from '../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const member = (overrides: Record<string, unknown> = {}) => signUpMember(t, overrides);

const POPULATE = 'populate[user_profile][populate]=profile_photo';

describe('GET /api/users/:id', () => {
  it('gives the member their whole record, with the profile and the photo slot the top bar reads', async () => {
    const me = await member({ fullName: 'Farhan Qureshi', gender: 'male', religion: 'muslim', motherTongue: 'urdu' });
    const response = await t.app.inject({ method: 'GET', url: `/api/users/${me.id}?${POPULATE}`, headers: me.auth });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: me.id,
      full_name: 'Farhan Qureshi',
      email: expect.any(String),
      mobile: expect.any(String),
    });
    expect(body.user_profile).toMatchObject({
      religion: 'muslim',
      motherTongue: 'urdu',
      dateOfBirth: '1996-04-12',
      profile_photo: null,
    });
  });

  it('accepts populate=* and populate=user_profile.profile_photo, and leaves the profile out without populate', async () => {
    const me = await member();
    for (const query of ['populate=*', 'populate=user_profile.profile_photo']) {
      const body = (
        await t.app.inject({ method: 'GET', url: `/api/users/${me.id}?${query}`, headers: me.auth })
      ).json();
      expect(body.user_profile).toHaveProperty('profile_photo', null);
    }
    const bare = (await t.app.inject({ method: 'GET', url: `/api/users/${me.id}`, headers: me.auth })).json();
    expect(bare).not.toHaveProperty('user_profile');
  });

  it('shows another member only the public part: no e-mail, mobile, birth date, role or password hash', async () => {
    const owner = await member({ fullName: 'Simran Kaur', religion: 'sikh', motherTongue: 'punjabi' });
    const viewer = await member();
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/users/${owner.id}?populate=*`,
      headers: viewer.auth,
    });
    expect(response.statusCode).toBe(200);
    const text = response.body;
    for (const secret of ['email', 'mobile', 'dateOfBirth', 'role', 'password', 'token', 'contactVisibility']) {
      expect(text).not.toContain(secret);
    }
    expect(response.json()).toMatchObject({
      full_name: 'Simran Kaur',
      user_profile: { religion: 'sikh', age: expect.any(Number) },
    });
  });

  it('hides hidden, suspended and deleted members from others, but not from an admin', async () => {
    const owner = await member();
    const viewer = await member();
    const admin = await member();
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
    for (const status of ['hidden', 'suspended', 'deleted'] as const) {
      await t.database.db.update(users).set({ status }).where(eq(users.id, owner.id));
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/users/${owner.id}`, headers: viewer.auth })).statusCode,
      ).toBe(404);
      const seenByAdmin = await t.app.inject({ method: 'GET', url: `/api/users/${owner.id}`, headers: admin.auth });
      expect(seenByAdmin.statusCode).toBe(200);
      expect(seenByAdmin.json().status).toBe(status);
    }
  });

  it('needs a login, a numeric id and a known populate', async () => {
    const me = await member();
    expect((await t.app.inject({ method: 'GET', url: `/api/users/${me.id}` })).statusCode).toBe(401);
    const badId = await t.app.inject({ method: 'GET', url: '/api/users/abc', headers: me.auth });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error.details.errors[0].path).toEqual(['id']);
    const badPopulate = await t.app.inject({
      method: 'GET',
      url: `/api/users/${me.id}?populate=password_hash`,
      headers: me.auth,
    });
    expect(badPopulate.statusCode).toBe(400);
    expect(badPopulate.json().error.details.errors[0].path).toEqual(['populate']);
    const unknown = await t.app.inject({ method: 'GET', url: `/api/users/${me.id}?debug=1`, headers: me.auth });
    expect(unknown.statusCode).toBe(400);
    expect(
      await t.app.inject({ method: 'GET', url: '/api/users/999999', headers: me.auth }).then((r) => r.statusCode),
    ).toBe(404);
    // Beyond the integer column's range: refused, not a database error.
    expect(
      await t.app.inject({ method: 'GET', url: '/api/users/99999999999', headers: me.auth }).then((r) => r.statusCode),
    ).toBe(400);
  });
});
