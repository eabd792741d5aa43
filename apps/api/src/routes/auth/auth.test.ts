import { eq, sql } from 'drizzle-orm';
import { attemptCounters, partnerPreferences, users } from '../../db/schema';
import {
  createRegistration,
  createSiblingApp,
  createTestApp,
  signUpCodeSentTo,
  type TestApp,
} from '../../testing/test-app';
import { INVALID_CREDENTIALS } from '../../modules/account';
import { TEST_PASSWORD_HASH_COST } from '../../testing/test-passwords';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

/** Signs up with the form, and when the form is taken, with the code sent to the mobile: the last answer. */
async function register(overrides: Record<string, unknown> = {}) {
  const body = createRegistration(overrides);
  const started = await t.app.inject({ method: 'POST', url: '/api/auth/local/register', payload: body });
  if (started.statusCode !== 202) return { body, response: started, json: started.json() };
  const code = await signUpCodeSentTo(t, body.mobile);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/local/register/confirm',
    payload: { pendingId: started.json().pendingId, code },
  });
  return { body, response, json: response.json() };
}

describe('POST /api/auth/local/register', () => {
  it('creates the account and the profile once the code comes back, answering a token and the user', async () => {
    const { body, response, json } = await register({ email: 'Mixed.Case@Example.IN', profileFor: 'daughter' });
    expect(response.statusCode).toBe(201);
    expect(json.jwt).toEqual(expect.any(String));
    expect(json.user).toMatchObject({
      email: 'mixed.case@example.in',
      full_name: body.fullName,
      confirmed: false,
      role: 'member',
    });
    expect(json.user.profileId).toMatch(/^SV\d{6}$/);
    expect(json.user).not.toHaveProperty('passwordHash');
    const [preferences] = await t.database.db
      .select()
      .from(partnerPreferences)
      .where(eq(partnerPreferences.userId, json.user.id));
    expect(preferences).toMatchObject({
      religions: [body.religion],
      ageMin: expect.any(Number),
      ageMax: expect.any(Number),
    });
  });

  it('refuses a date of birth under 18, naming the field', async () => {
    const d = new Date();
    d.setFullYear(d.getFullYear() - 17);
    const { response, json } = await register({ dateOfBirth: d.toISOString().slice(0, 10) });
    expect(response.statusCode).toBe(400);
    expect(json.error).toMatchObject({ status: 400, name: 'ValidationError' });
    expect(json.error.details.errors).toEqual([
      { path: ['dateOfBirth'], message: 'Members must be at least 18 years old. This person is 17.' },
    ]);
  });

  it('refuses a sign-up without consent, and unknown fields, naming each', async () => {
    const { response, json } = await register({ acceptTerms: false, role: 'admin' });
    expect(response.statusCode).toBe(400);
    const paths = json.error.details.errors.map((e: { path: string[] }) => e.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['acceptTerms']));
    expect(JSON.stringify(json.error.details.errors)).toMatch(/role/);
  });

  it('answers malformed JSON and oversized bodies with a 4xx, never a 500', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/local/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toBe('The request body is not valid JSON.');
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/auth/local/register',
      payload: { ...createRegistration(), fullName: 'x'.repeat(100_000) },
    });
    expect(huge.statusCode).toBe(413);
  });
});

describe('POST /api/auth/local', () => {
  it('logs in with the 10-digit form of a number that starts with 91', async () => {
    const { body } = await register({ mobile: `91${String(Date.now()).slice(-8)}` });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/local',
      payload: { identifier: body.mobile, password: body.password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.mobile).toBe(`+91${body.mobile}`);
  });

  it('logs in by e-mail or by mobile in any common writing', async () => {
    const { body } = await register();
    for (const identifier of [body.email.toUpperCase(), body.mobile, `+91 ${body.mobile}`, `0${body.mobile}`]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/local',
        payload: { identifier, password: body.password },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().user.email).toBe(body.email);
    }
  });

  it('gives the same answer for an unknown member and a wrong password', async () => {
    const { body } = await register();
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/local',
      payload: { identifier: body.email, password: 'not-the-password' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/local',
      payload: { identifier: 'nobody@example.in', password: 'whatever-123' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error.message).toBe(INVALID_CREDENTIALS.en);
  });

  it('refuses a suspended member', async () => {
    const { body, json } = await register();
    await t.database.db.update(users).set({ status: 'suspended' }).where(eq(users.id, json.user.id));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/local',
      payload: { identifier: body.email, password: body.password },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /api/users/me and GET /api/user', () => {
  it('needs a valid token and stops accepting it once the token version moves on', async () => {
    const { json } = await register({ fullName: 'Gurpreet Singh' });
    const auth = { authorization: `Bearer ${json.jwt}` };
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: auth });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: json.user.id, full_name: 'Gurpreet Singh' });
    const session = await t.app.inject({ method: 'GET', url: '/api/user', headers: auth });
    expect(session.json()).toEqual({ isLoggedIn: true, userinfo: { full_name: 'Gurpreet Singh' } });

    await t.database.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, json.user.id));
    const revoked = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: auth });
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().error.name).toBe('UnauthorizedError');
    const loggedOut = await t.app.inject({ method: 'GET', url: '/api/user', headers: auth });
    expect(loggedOut.json()).toEqual({ isLoggedIn: false, userinfo: null });
  });

  it('treats a missing or garbage token as logged out on /api/user and 401 on /api/users/me', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user' })).json()).toEqual({
      isLoggedIn: false,
      userinfo: null,
    });
    const garbage = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: 'Bearer abc.def.ghi' },
    });
    expect(garbage.statusCode).toBe(401);
  });
});

describe('unknown routes', () => {
  it('answer 404 in the error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nope?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      data: null,
      error: { status: 404, name: 'NotFoundError', message: 'No route for GET /api/nope.', details: {} },
    });
  });
});

describe('passwords', () => {
  it('refuses a common password at sign-up, naming the field', async () => {
    const { response, json } = await register({ password: 'Password123' });
    expect(response.statusCode).toBe(400);
    expect(json.error.details.errors[0].path).toEqual(['password']);
  });

  it('stores the hash at the configured cost', async () => {
    const { json } = await register();
    const [user] = await t.database.db.select().from(users).where(eq(users.id, json.user.id));
    expect(user.passwordHash).toMatch(
      new RegExp(
        `^\\$argon2id\\$v=19\\$m=${TEST_PASSWORD_HASH_COST.memoryKib},t=${TEST_PASSWORD_HASH_COST.iterations},p=1\\$`,
      ),
    );
  });
});

describe('rate limits', () => {
  const logIn = (identifier: string, remoteAddress?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/local',
      payload: { identifier, password: 'wrong-password-1' },
      ...(remoteAddress ? { remoteAddress } : {}),
    });

  it('counts every writing of one mobile number against one account’s budget, from any address', async () => {
    const { body } = await register({ mobile: `9${String(Date.now()).slice(-9)}` });
    const digits = body.mobile.slice(-10);
    const writings = [
      digits,
      `+91 ${digits}`,
      `0${digits}`,
      `+91-${digits.slice(0, 5)}-${digits.slice(5)}`,
      `(${digits.slice(0, 3)}) ${digits.slice(3, 6)} ${digits.slice(6)}`,
    ];
    for (const writing of writings) expect((await logIn(writing)).statusCode).toBe(400);
    const sixth = await logIn(`+91${digits}`);
    expect([sixth.statusCode, sixth.json().error.message]).toEqual([
      429,
      expect.stringMatching(/^Too many attempts\. Try again in \d+ (seconds?|minutes?)\.$/),
    ]);
    // The right password too: the account is locked for guessing, whoever asks.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/local',
          payload: { identifier: digits, password: body.password },
        })
      ).statusCode,
    ).toBe(429);
  });

  it('limits one address across identifiers: log in and sign up', async () => {
    const address = '203.0.113.7';
    for (let i = 0; i < 10; i += 1)
      expect((await logIn(`guess.${i}.${Date.now()}@example.in`, address)).statusCode).toBe(400);
    expect((await logIn(`guess.10.${Date.now()}@example.in`, address)).statusCode).toBe(429);
    expect((await logIn(`guess.11.${Date.now()}@example.in`, '203.0.113.8')).statusCode).toBe(400);

    const signUp = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/local/register',
        payload: createRegistration(),
        remoteAddress: '198.51.100.20',
      });
    for (let i = 0; i < 5; i += 1) expect((await signUp()).statusCode).toBe(202);
    const sixth = await signUp();
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(3000);
  });

  it('counts the addresses of one IPv6 /64 as one address, and an IPv4 address seen over IPv6 as itself', async () => {
    // One machine is given a whole /64: a fresh address for each guess would otherwise get a fresh budget.
    for (let i = 0; i < 10; i += 1)
      expect((await logIn(`v6.${i}.${Date.now()}@example.in`, `2001:db8:32:1::${i + 1}`)).statusCode).toBe(400);
    expect((await logIn(`v6.10.${Date.now()}@example.in`, '2001:db8:32:1:ffff::1')).statusCode).toBe(429);
    expect((await logIn(`v6.11.${Date.now()}@example.in`, '2001:db8:32:2::1')).statusCode).toBe(400);

    for (let i = 0; i < 5; i += 1)
      expect((await logIn(`v4.${i}.${Date.now()}@example.in`, '203.0.113.40')).statusCode).toBe(400);
    for (let i = 5; i < 10; i += 1)
      expect((await logIn(`v4.${i}.${Date.now()}@example.in`, '::ffff:203.0.113.40')).statusCode).toBe(400);
    expect((await logIn(`v4.10.${Date.now()}@example.in`, '203.0.113.40')).statusCode).toBe(429);
  });

  it('limits forgot password, mobile codes and the contact form per address as well', async () => {
    const forgot = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: `someone.${Date.now()}.${Math.random()}@example.in` },
        remoteAddress: '198.51.100.30',
      });
    for (let i = 0; i < 10; i += 1) expect((await forgot()).statusCode).toBe(200);
    expect((await forgot()).statusCode).toBe(429);
    const contact = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: {
          name: 'Asha Rao',
          email: `asha.${Math.random()}@example.in`,
          mobile: '9876543210',
          message: 'Please call me about the Gold plan.',
        },
        remoteAddress: '198.51.100.31',
      });
    for (let i = 0; i < 5; i += 1) expect((await contact()).statusCode).toBe(201);
    expect((await contact()).statusCode).toBe(429);

    const members = await Promise.all(Array.from({ length: 11 }, () => register()));
    const sendCode = (jwt: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/me/mobile/code',
        headers: { authorization: `Bearer ${jwt}` },
        remoteAddress: '198.51.100.32',
      });
    for (const { json } of members.slice(0, 10)) expect((await sendCode(json.jwt)).statusCode).toBe(200);
    expect((await sendCode(members[10].json.jwt)).statusCode).toBe(429);
  });

  it('holds across API processes sharing the database, and keeps no identifier in it', async () => {
    const second = await createSiblingApp(t);
    try {
      const identifier = `shared.${Date.now()}@example.in`;
      const apps = [t.app, second, t.app, second, t.app];
      for (const app of apps)
        expect(
          (
            await app.inject({
              method: 'POST',
              url: '/api/auth/local',
              payload: { identifier, password: 'wrong-password-1' },
            })
          ).statusCode,
        ).toBe(400);
      expect(
        (
          await second.inject({
            method: 'POST',
            url: '/api/auth/local',
            payload: { identifier, password: 'wrong-password-1' },
          })
        ).statusCode,
      ).toBe(429);
      const counters = await t.database.db.select().from(attemptCounters);
      expect(counters.length).toBeGreaterThan(0);
      for (const { key } of counters) expect(key).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      await second.close();
    }
  });

  it('allows 5 log-in attempts for one identifier in 5 minutes, then answers 429 with Retry-After', async () => {
    const identifier = `limited.${Date.now()}@example.in`;
    const attempt = () =>
      t.app.inject({ method: 'POST', url: '/api/auth/local', payload: { identifier, password: 'wrong-password-1' } });
    for (let i = 0; i < 5; i += 1) expect((await attempt()).statusCode).toBe(400);
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().error).toMatchObject({ status: 429, name: 'RateLimitError' });
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/local',
      payload: { identifier: `other.${Date.now()}@example.in`, password: 'wrong-password-1' },
    });
    expect(other.statusCode).toBe(400);
  });
});

describe('POST /api/auth/sign-out-everywhere', () => {
  it('ends every session of the member, and only theirs', async () => {
    const { body, json } = await register();
    const other = await register();
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/auth/local',
      payload: { identifier: body.email, password: body.password },
    });
    const sessions = [json.jwt, second.json().jwt].map((jwt: string) => ({ authorization: `Bearer ${jwt}` }));
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out-everywhere', headers: sessions[0] });
    expect(out.statusCode).toBe(200);
    for (const headers of sessions) {
      expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers })).statusCode).toBe(401);
    }
    const otherMe = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${other.json.jwt}` },
    });
    expect(otherMe.statusCode).toBe(200);
  });
});

describe('POST /api/auth/sign-out', () => {
  it('ends this session only: the token is refused everywhere, the other device stays signed in', async () => {
    const { body, json } = await register();
    const phone = { authorization: `Bearer ${json.jwt}` };
    const laptopLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/local',
      payload: { identifier: body.email, password: body.password },
    });
    const laptop = { authorization: `Bearer ${laptopLogin.json().jwt}` };

    const out = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: phone });
    expect(out.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: phone })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: phone })).json()).toEqual({
      isLoggedIn: false,
      userinfo: null,
    });
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: phone })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: laptop })).statusCode).toBe(200);
  });

  it('judges requests that arrive at once each by their own token (sessions are read together)', async () => {
    const { body, json } = await register();
    const other = await register();
    const laptopLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/local',
      payload: { identifier: body.email, password: body.password },
    });
    const phone = { authorization: `Bearer ${json.jwt}` };
    await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: phone });

    const [signedOut, laptop, otherMember] = await Promise.all(
      [json.jwt, laptopLogin.json().jwt, other.json.jwt].map((jwt: string) =>
        t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${jwt}` } }),
      ),
    );
    expect(signedOut.statusCode).toBe(401);
    expect(laptop.json().email).toBe(body.email);
    expect(otherMember.json().email).toBe(other.body.email);
  });

  it('needs a valid token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out' });
    expect(response.statusCode).toBe(401);
  });
});
