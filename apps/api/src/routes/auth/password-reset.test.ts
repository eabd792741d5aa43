import { eq } from 'drizzle-orm';
import { mobileCodes, users, oneTimeTokens } from '../../db/schema';
import { createTestApp, signUpMember, type TestApp } from '../../testing/test-app';
import { INVALID_RESET_LINK, INVALID_RESET_CODE } from '../../modules/account';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

async function member() {
  const { registration, jwt, id } = await signUpMember(t);
  return { body: registration, jwt, id };
}

async function resetCodeFor(email: string): Promise<string> {
  const [message] = (await t.outbox()).filter((m) => m.to === email);
  const match = /resetpassword\?code=([\w%-]+)/.exec(message?.text ?? '');
  if (!match) throw new Error(`no reset link was sent to ${email}`);
  return decodeURIComponent(match[1]);
}

const reset = (code: string, password = 'saffron-river-2031') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { code, password, passwordConfirmation: password },
  });

/** After a reset the old session is refused and the new password logs in. */
async function expectOnlyTheNewPassword(oldJwt: string, identifier: string) {
  const old = await t.app.inject({
    method: 'GET',
    url: '/api/users/me',
    headers: { authorization: `Bearer ${oldJwt}` },
  });
  expect(old.statusCode).toBe(401);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/local',
    payload: { identifier, password: 'saffron-river-2031' },
  });
  expect(login.statusCode).toBe(200);
}

describe('forgot and reset password', () => {
  it('answers the same whether or not the e-mail is a member, and mails only members', async () => {
    const { body } = await member();
    const known = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: body.email },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'nobody@example.in' },
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    const outbox = await t.outbox();
    expect(outbox.some((m) => m.to === body.email)).toBe(true);
    expect(outbox.some((m) => m.to === 'nobody@example.in')).toBe(false);
  });

  it('stores only a hash of the 256-bit token', async () => {
    const { body, id } = await member();
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: body.email } });
    const code = await resetCodeFor(body.email);
    expect(Buffer.from(code, 'base64url')).toHaveLength(32);
    const [row] = await t.database.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, id));
    expect(row.tokenHash).not.toContain(code);
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('sets the new password once, signs out every old session, and refuses the link a second time', async () => {
    const { body, jwt } = await member();
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: body.email } });
    const code = await resetCodeFor(body.email);
    const first = await reset(code);
    expect(first.statusCode).toBe(200);
    expect(first.json().jwt).toEqual(expect.any(String));
    await expectOnlyTheNewPassword(jwt, body.email);
    const again = await reset(code, 'another-good-phrase-9');
    expect(again.statusCode).toBe(400);
    expect(again.json().error.details.errors).toEqual([{ path: ['code'], message: INVALID_RESET_LINK.en }]);
  });

  it('refuses an expired link', async () => {
    const { body, id } = await member();
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: body.email } });
    const code = await resetCodeFor(body.email);
    await t.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.userId, id));
    expect((await reset(code)).statusCode).toBe(400);
  });

  it('refuses mismatched confirmation and common passwords, naming the field', async () => {
    const mismatch = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { code: 'x', password: 'saffron-river-2031', passwordConfirmation: 'other-thing-2031' },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.details.errors[0].path).toEqual(['passwordConfirmation']);
    const common = await reset('x', 'password123');
    expect(common.json().error.details.errors[0].path).toEqual(['password']);
  });
});

describe('forgot and reset password by SMS code', () => {
  const forgotByMobile = (mobile: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { mobile } });
  const resetBySms = (mobile: string, code: string, password = 'saffron-river-2031') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password/sms',
      payload: { mobile, code, password, passwordConfirmation: password },
    });
  const resetCodesTo = async (mobile: string) =>
    (await t.textsTo(mobile))
      .filter(({ text }) => text.includes('new password'))
      .map(({ text }) => /^(\d{6}) /.exec(text)?.[1] ?? '');

  it('answers the same for a member’s number and an unknown one, and texts a code only to the member', async () => {
    const { body } = await member();
    const unknownMobile = '6000000001';
    const known = await forgotByMobile(body.mobile);
    const unknown = await forgotByMobile(unknownMobile);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(await resetCodesTo(body.mobile)).toEqual([expect.stringMatching(/^\d{6}$/)]);
    expect(await t.textsTo(unknownMobile)).toEqual([]);
  });

  it('sets the new password once with the code, ends old sessions, and refuses the code a second time', async () => {
    const { body, jwt } = await member();
    await forgotByMobile(`+91 ${body.mobile}`);
    const [code] = await resetCodesTo(body.mobile);
    const first = await resetBySms(body.mobile, code);
    expect(first.statusCode).toBe(200);
    expect(first.json().jwt).toEqual(expect.any(String));
    await expectOnlyTheNewPassword(jwt, body.mobile);
    const again = await resetBySms(body.mobile, code, 'another-good-phrase-9');
    expect(again.statusCode).toBe(400);
    expect(again.json().error.details.errors).toEqual([{ path: ['code'], message: INVALID_RESET_CODE.en }]);
  });

  it('refuses a wrong code in the words it uses for a number with no account, and the code after five guesses', async () => {
    const { body } = await member();
    await forgotByMobile(body.mobile);
    const [code] = await resetCodesTo(body.mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    const unknown = await resetBySms('6000000002', code);
    expect(unknown.statusCode).toBe(400);
    for (let guess = 0; guess < 5; guess += 1) {
      const refused = await resetBySms(body.mobile, wrong);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual(unknown.json());
    }
    expect((await resetBySms(body.mobile, code)).statusCode).toBe(400);
  });

  it('refuses an expired code, and a code meant to verify the mobile', async () => {
    const { body, id } = await member();
    await forgotByMobile(body.mobile);
    const [code] = await resetCodesTo(body.mobile);
    await t.database.db
      .update(mobileCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(mobileCodes.userId, id));
    expect((await resetBySms(body.mobile, code)).statusCode).toBe(400);
    await t.database.db
      .update(mobileCodes)
      .set({ expiresAt: new Date(Date.now() + 60_000), purpose: 'verify-mobile' })
      .where(eq(mobileCodes.userId, id));
    expect((await resetBySms(body.mobile, code)).statusCode).toBe(400);
  });

  it('texts no code to a number that was never verified', async () => {
    const { body, id } = await member();
    await t.database.db.update(users).set({ isMobileVerified: false }).where(eq(users.id, id));
    expect((await forgotByMobile(body.mobile)).statusCode).toBe(200);
    expect(await resetCodesTo(body.mobile)).toEqual([]);
  });

  it('names the field of a number that is not a mobile number', async () => {
    const refused = await forgotByMobile('12345');
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain('10-digit Indian mobile number');
    const neither = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: {} });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().error.details.errors).toEqual([
      { path: ['email'], message: 'Enter either your e-mail address or your mobile number' },
    ]);
  });
});
