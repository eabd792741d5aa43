import { createTestApp, signUpMember, type TestApp } from '../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

async function signUp() {
  const { registration, auth } = await signUpMember(t);
  return { email: registration.email, auth };
}

async function confirmationLink(email: string): Promise<string> {
  const message = (await t.outbox()).find((m) => m.to === email && m.subject.startsWith('Confirm your e-mail'));
  const match = /\/api\/auth\/email-confirmation\?confirmation=[\w%-]+/.exec(message?.text ?? '');
  if (!match) throw new Error(`no confirmation link was sent to ${email}`);
  return match[0];
}

describe('e-mail confirmation', () => {
  it('mails a link at sign-up that confirms the address once, then redirects to the dashboard', async () => {
    const { email, auth } = await signUp();
    const link = await confirmationLink(email);
    const first = await t.app.inject({ method: 'GET', url: link });
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/dashboard?emailConfirmation=confirmed');
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: auth })).json().confirmed).toBe(true);
    const second = await t.app.inject({ method: 'GET', url: link });
    expect(second.headers.location).toBe('/dashboard?emailConfirmation=invalid');
  });

  it('sends a new link on request to a member who has not confirmed yet', async () => {
    const { email, auth } = await signUp();
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/send-email-confirmation', headers: auth });
    expect(response.json()).toEqual({ ok: true, confirmed: false });
    expect((await t.outbox()).filter((m) => m.to === email)).toHaveLength(2);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/send-email-confirmation' })).statusCode).toBe(401);
  });

  it('refuses a missing confirmation parameter by name', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/email-confirmation' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.errors[0].path).toEqual(['confirmation']);
  });
});
