import { eq } from 'drizzle-orm';
import { priceWithGst, defaultPlans } from '@matri/membership';
import { paymentOrders } from '../../db/schema';
import { createRazorpayProvider, reconcilePendingOrders } from '../../modules/membership';
import { startFakeRazorpay, type FakeRazorpay } from '../../testing/fake-razorpay';
import { paymentCalls } from '../../testing/payment-calls';
import { createTestApp, signUpMember, type TestApp } from '../../testing/test-app';

let t: TestApp;
const { startOrder, verify, myPlan, membershipsOf, hook } = paymentCalls(() => t);
let fake: FakeRazorpay;
beforeAll(async () => {
  fake = await startFakeRazorpay();
  t = await createTestApp({
    RAZORPAY_KEY_ID: fake.keyId,
    RAZORPAY_KEY_SECRET: fake.keySecret,
    RAZORPAY_WEBHOOK_SECRET: fake.webhookSecret,
    RAZORPAY_API_URL: fake.url,
    GSTIN: '20ABCDE1234F1Z5',
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const [, gold] = defaultPlans;

describe('paying through Razorpay', () => {
  it('creates the order at Razorpay and gives the page what Checkout opens with', async () => {
    const member = await signUpMember(t);
    const started = await startOrder(member, 'gold');
    expect(started.statusCode).toBe(201);
    const { total } = priceWithGst(gold.priceInr);
    expect(started.json()).toMatchObject({
      provider: 'razorpay',
      keyId: fake.keyId,
      amountPaise: total * 100,
      prefill: { email: member.registration.email },
    });
    expect(fake.orders.get(started.json().orderId)?.amount).toBe(total * 100);
  });

  it('activates the plan on Checkout’s signature, refuses a tampered one, and the webhook after it changes nothing', async () => {
    const member = await signUpMember(t);
    const order = (await startOrder(member, 'gold')).json();
    const paid = fake.capture(order.orderId);
    const tampered = await verify(member, {
      orderId: order.orderId,
      paymentId: paid.paymentId,
      signature: paid.webhook.signature,
    });
    expect(tampered.statusCode).toBe(400);
    expect(await myPlan(member)).toBe('free');
    expect(
      (await verify(member, { orderId: order.orderId, paymentId: paid.paymentId, signature: paid.signature }))
        .statusCode,
    ).toBe(200);
    expect((await hook(paid.webhook.body, paid.webhook.signature)).statusCode).toBe(200);
    expect(await myPlan(member)).toBe('gold');
    expect(await membershipsOf(member)).toHaveLength(1);
  });

  it('hears a webhook only with the webhook secret’s signature, and the same one twice activates once', async () => {
    const member = await signUpMember(t);
    const order = (await startOrder(member, 'platinum')).json();
    const paid = fake.capture(order.orderId);
    expect((await hook(paid.webhook.body, paid.signature)).statusCode).toBe(400);
    expect(await myPlan(member)).toBe('free');
    expect((await hook(paid.webhook.body, paid.webhook.signature)).statusCode).toBe(200);
    expect((await hook(paid.webhook.body, paid.webhook.signature)).statusCode).toBe(200);
    expect(await myPlan(member)).toBe('platinum');
    expect(await membershipsOf(member)).toHaveLength(1);
  });

  it('activates by reconciliation a payment Razorpay captured whose webhook and Checkout answer never came', async () => {
    const member = await signUpMember(t);
    const order = (await startOrder(member, 'diamond')).json();
    fake.fail(order.orderId);
    fake.capture(order.orderId);
    const provider = createRazorpayProvider({
      keyId: fake.keyId,
      keySecret: fake.keySecret,
      webhookSecret: fake.webhookSecret,
      apiUrl: fake.url,
    });
    expect((await reconcilePendingOrders(t.database.db, provider)).activated).toBe(1);
    expect(await myPlan(member)).toBe('diamond');
    expect((await reconcilePendingOrders(t.database.db, provider)).activated).toBe(0);
    expect(await membershipsOf(member)).toHaveLength(1);
  });

  it('tells the member when Razorpay is down, and records no order', async () => {
    const member = await signUpMember(t);
    fake.answerEverythingWith(503);
    const started = await startOrder(member, 'gold');
    fake.answerEverythingWith(null);
    expect([started.statusCode, started.json().error.message]).toEqual([
      502,
      'The payment service did not answer. Nothing was charged; try again in a minute.',
    ]);
    expect(await t.database.db.select().from(paymentOrders).where(eq(paymentOrders.userId, member.id))).toEqual([]);
  });

  it('lets Razorpay Checkout load and frame on the pages, and has no test processor', async () => {
    const { headers } = await t.app.inject({ method: 'GET', url: '/api/user' });
    const csp = String(headers['content-security-policy']);
    expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(csp).toMatch(/script-src [^;]*https:\/\/checkout\.razorpay\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/api\.razorpay\.com/);
    expect((await t.app.inject({ method: 'POST', url: '/api/test-processor/orders/order_1/pay' })).statusCode).toBe(
      404,
    );
  });
});
