import { eq } from 'drizzle-orm';
import { defaultPlans, priceWithGst } from '@matri/membership';
import { paymentOrders } from '../../db/schema';
import { paymentSignature, webhookSignature, testProcessorSecret } from '../../modules/membership';
import { paymentCalls } from '../../testing/payment-calls';
import { createTestApp, signUpMember, TEST_JWT_SECRET, type TestApp } from '../../testing/test-app';

let t: TestApp;
const { startOrder, verify, myPlan, membershipsOf, hook } = paymentCalls(() => t);
beforeAll(async () => {
  t = await createTestApp({ DEMO_MODE: 'true' });
});
afterAll(() => t.close());

const secret = testProcessorSecret(TEST_JWT_SECRET);
const [, gold] = defaultPlans;

describe('buying a plan with the test processor', () => {
  const pay = (orderId: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/test-processor/orders/${encodeURIComponent(orderId)}/pay`, headers });

  it('takes the member from the order through the test checkout to an active plan, activated once', async () => {
    const member = await signUpMember(t);
    const started = await startOrder(member, 'gold');
    expect(started.statusCode).toBe(201);
    const order = started.json();
    const { gst, total } = priceWithGst(gold.priceInr);
    expect(order).toMatchObject({
      provider: 'test',
      keyId: null,
      currency: 'INR',
      amountPaise: total * 100,
      gstPaise: gst * 100,
      plan: { id: 'gold' },
    });

    const paid = await pay(order.orderId, member.auth);
    expect(paid.statusCode).toBe(200);
    const answer = paid.json();
    expect(answer).toEqual({
      orderId: order.orderId,
      paymentId: expect.stringMatching(/^pay_test_/),
      signature: expect.any(String),
    });
    // The signed webhook came first and activated the plan; the page's verification then changes nothing.
    expect(await myPlan(member)).toBe('gold');
    const verified = await verify(member, answer);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ plan: { id: 'gold' }, endsAt: expect.any(String) });
    expect(await membershipsOf(member)).toHaveLength(1);
    expect((await pay(order.orderId, member.auth)).json().error.message).toBe('This order is already paid.');
  });

  it('lets only the order’s own member pay it: a visitor gets 401, another member 404, and nobody becomes Gold', async () => {
    const member = await signUpMember(t);
    const stranger = await signUpMember(t);
    const order = (await startOrder(member, 'gold')).json();
    expect((await pay(order.orderId)).statusCode).toBe(401);
    const theirs = await pay(order.orderId, stranger.auth);
    expect([theirs.statusCode, theirs.json().error.message]).toEqual([
      404,
      'There is no such order of yours. Start the payment again from the Upgrade page.',
    ]);
    expect([await myPlan(member), await myPlan(stranger)]).toEqual(['free', 'free']);
  });

  it('refuses a tampered signature, and activates on a valid one', async () => {
    const member = await signUpMember(t);
    const order = (await startOrder(member, 'diamond')).json();
    const paymentId = `pay_manual_${member.id}`;
    const good = paymentSignature(order.orderId, paymentId, secret);
    const tampered = await verify(member, {
      orderId: order.orderId,
      paymentId,
      signature: paymentSignature(order.orderId, `${paymentId}x`, secret),
    });
    expect([tampered.statusCode, tampered.json().error.message]).toEqual([
      400,
      'This payment could not be verified. If money left your account, it is checked again within minutes.',
    ]);
    expect(await myPlan(member)).toBe('free');
    expect((await verify(member, { orderId: order.orderId, paymentId, signature: good })).statusCode).toBe(200);
    expect(await myPlan(member)).toBe('diamond');
  });

  it('hears only signed webhooks, and the same webhook twice changes nothing', async () => {
    const member = await signUpMember(t);
    const order = (await startOrder(member, 'platinum')).json();
    const body = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { id: `pay_hook_${member.id}`, order_id: order.orderId, status: 'captured' } } },
    });
    expect((await hook(body, webhookSignature(`${body} `, secret))).statusCode).toBe(400);
    expect(await myPlan(member)).toBe('free');
    expect((await hook(body, webhookSignature(body, secret))).statusCode).toBe(200);
    expect((await hook(body, webhookSignature(body, secret))).statusCode).toBe(200);
    expect(await myPlan(member)).toBe('platinum');
    expect(await membershipsOf(member)).toHaveLength(1);
    const [row] = await t.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.providerOrderId, order.orderId));
    expect(row).toMatchObject({ status: 'paid', providerPaymentId: `pay_hook_${member.id}` });
  });

  it('names what is wrong: Free needs no payment, unknown plans, someone else’s order', async () => {
    const member = await signUpMember(t);
    const other = await signUpMember(t);
    expect((await startOrder(member, 'free')).json().error.message).toBe('The Free plan needs no payment.');
    expect((await startOrder(member, 'silver')).json().error.message).toBe('There is no plan “silver”.');
    const order = (await startOrder(member, 'gold')).json();
    const theirs = await verify(other, {
      orderId: order.orderId,
      paymentId: 'pay_x',
      signature: paymentSignature(order.orderId, 'pay_x', secret),
    });
    expect(theirs.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/payments/orders', payload: { planId: 'gold' } })).statusCode,
    ).toBe(401);
  });

  it('lets a member start at most 20 orders an hour', async () => {
    const member = await signUpMember(t);
    for (let i = 0; i < 20; i += 1) expect((await startOrder(member, 'gold')).statusCode).toBe(201);
    const refused = await startOrder(member, 'gold');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(/^Too many attempts\. Try again in /);
    expect((await startOrder(await signUpMember(t), 'gold')).statusCode).toBe(201);
  });
});
