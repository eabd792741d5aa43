import { createTestApp, signUpAdmin, signUpMember, type TestApp } from '../../testing/test-app';

const outboxOf = (t: TestApp, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/admin/outbox', headers });

describe('the mail outbox in demo mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DEMO_MODE: 'true' });
  });
  afterAll(() => t.close());

  it('shows a member’s reset link to a logged-in admin only: a visitor gets 401 and a member 403', async () => {
    const member = await signUpMember(t);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: member.registration.email },
    });
    const visitor = await outboxOf(t);
    expect([visitor.statusCode, visitor.json().error.message]).toEqual([401, 'Log in to continue.']);
    const asMember = await outboxOf(t, member.auth);
    expect([asMember.statusCode, asMember.json().error.message]).toEqual([403, 'Only admins can read the outbox.']);
    expect(asMember.body).not.toContain('resetpassword');

    const admin = await signUpAdmin(t);
    const asAdmin = await outboxOf(t, admin.auth);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.headers['cache-control']).toBe('no-store');
    const reset = asAdmin
      .json()
      .find(
        (message: { to: string; subject: string }) =>
          message.to === member.registration.email && /password/i.test(message.subject),
      );
    expect(reset).toMatchObject({
      id: expect.any(String),
      text: expect.stringContaining('/resetpassword?code='),
      sentAt: expect.any(String),
    });
  });
});

describe('outside demo mode (a deployment)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('has no outbox and no test payments, for anyone', async () => {
    const admin = await signUpAdmin(t);
    for (const headers of [{}, admin.auth]) {
      expect((await outboxOf(t, headers)).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/dev/outbox', headers })).statusCode).toBe(404);
    }
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/payments/orders',
      headers: admin.auth,
      payload: { planId: 'gold' },
    });
    expect([order.statusCode, order.json().error.message]).toEqual([
      503,
      'Online payments are not set up yet. Write to us to upgrade.',
    ]);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/test-processor/orders/order_test_1/pay', headers: admin.auth }))
        .statusCode,
    ).toBe(404);
  });
});
