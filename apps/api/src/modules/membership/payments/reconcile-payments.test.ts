import { eq } from 'drizzle-orm';
import { testProcessorOrders } from '../../../db/schema';
import { createTestApp, signUpMember, TEST_JWT_SECRET, type TestApp } from '../../../testing/test-app';
import type { PaymentProvider } from './payment-provider';
import { reconcilePendingOrders } from './reconcile-payments';
import { createTestProcessor, testProcessorSecret } from './test-processor';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DEMO_MODE: 'true' });
});
afterAll(() => t.close());

describe('reconcilePendingOrders', () => {
  it('activates a paid order whose webhook never came, once, and leaves unpaid ones waiting', async () => {
    const processor = createTestProcessor(t.database.db, testProcessorSecret(TEST_JWT_SECRET));
    const paidMember = await signUpMember(t);
    const waitingMember = await signUpMember(t);
    const start = (auth: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/payments/orders', headers: auth, payload: { planId: 'gold' } });
    const paid = (await start(paidMember.auth)).json();
    await start(waitingMember.auth);
    // The processor captured the money, but its webhook was lost on the way.
    await t.database.db
      .update(testProcessorOrders)
      .set({ paymentId: `pay_lost_${paidMember.id}`, paymentStatus: 'captured' })
      .where(eq(testProcessorOrders.orderId, paid.orderId));

    const first = await reconcilePendingOrders(t.database.db, processor);
    expect(first).toMatchObject({ activated: 1, failed: 0 });
    expect(first.checked).toBeGreaterThanOrEqual(2);
    const plan = async (auth: Record<string, string>) =>
      (await t.app.inject({ method: 'GET', url: '/api/users/me/membership', headers: auth })).json().plan.id;
    expect([await plan(paidMember.auth), await plan(waitingMember.auth)]).toEqual(['gold', 'free']);
    expect((await reconcilePendingOrders(t.database.db, processor)).activated).toBe(0);
  });

  it('goes on past an order the provider cannot answer for', async () => {
    const member = await signUpMember(t);
    await t.app.inject({
      method: 'POST',
      url: '/api/payments/orders',
      headers: member.auth,
      payload: { planId: 'gold' },
    });
    const broken: PaymentProvider = {
      ...createTestProcessor(t.database.db, 'x'),
      paymentsOf: async () => Promise.reject(new Error('provider down')),
    };
    const result = await reconcilePendingOrders(t.database.db, broken);
    expect(result.failed).toBe(result.checked);
    expect(result.activated).toBe(0);
  });
});
