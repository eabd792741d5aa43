import { startFakeRazorpay, type FakeRazorpay } from '../../../testing/fake-razorpay';
import { paymentSignature, webhookSignature } from './payment-signatures';
import { ProviderUnavailable } from '../../platform';
import { createRazorpayProvider } from './razorpay';

let fake: FakeRazorpay;
beforeAll(async () => {
  fake = await startFakeRazorpay();
});
afterEach(() => fake.answerEverythingWith(null));
afterAll(() => fake.close());

const razorpay = (overrides: Partial<Parameters<typeof createRazorpayProvider>[0]> = {}) =>
  createRazorpayProvider({
    keyId: fake.keyId,
    keySecret: fake.keySecret,
    webhookSecret: fake.webhookSecret,
    apiUrl: fake.url,
    ...overrides,
  });

describe('the Razorpay adapter (against a local fake of its API)', () => {
  it('creates an order in paise, INR, with a receipt Razorpay accepts, by basic auth', async () => {
    const { orderId } = await razorpay().createOrder({
      amountPaise: 174_882,
      receipt: `member-12345-${'x'.repeat(60)}`,
    });
    expect(fake.orders.get(orderId)).toMatchObject({ amount: 174_882, currency: 'INR', status: 'created' });
    expect(fake.orders.get(orderId)?.receipt).toHaveLength(40);
    expect(fake.requests.at(-1)).toMatchObject({ method: 'POST', path: '/v1/orders', keyId: fake.keyId });
  });

  it('lists the payments of an order with their status', async () => {
    const provider = razorpay();
    const { orderId } = await provider.createOrder({ amountPaise: 50_000, receipt: 'r1' });
    expect(await provider.paymentsOf(orderId)).toEqual([]);
    const declined = fake.fail(orderId);
    const { paymentId } = fake.capture(orderId);
    expect(await provider.paymentsOf(orderId)).toEqual([
      { id: declined, status: 'failed' },
      { id: paymentId, status: 'captured' },
    ]);
  });

  it('checks Checkout’s signature with the key secret and webhooks’ with the webhook secret', async () => {
    const provider = razorpay();
    const { orderId } = await provider.createOrder({ amountPaise: 50_000, receipt: 'r2' });
    const paid = fake.capture(orderId);
    expect(provider.isPaymentSignatureValid(orderId, paid.paymentId, paid.signature)).toBe(true);
    expect(
      provider.isPaymentSignatureValid(
        orderId,
        paid.paymentId,
        paymentSignature(orderId, paid.paymentId, fake.webhookSecret),
      ),
    ).toBe(false);
    expect(provider.isPaymentSignatureValid('order_other', paid.paymentId, paid.signature)).toBe(false);
    expect(provider.isWebhookSignatureValid(Buffer.from(paid.webhook.body), paid.webhook.signature)).toBe(true);
    expect(
      provider.isWebhookSignatureValid(
        Buffer.from(paid.webhook.body),
        webhookSignature(paid.webhook.body, fake.keySecret),
      ),
    ).toBe(false);
    expect(provider.isWebhookSignatureValid(Buffer.from(`${paid.webhook.body} `), paid.webhook.signature)).toBe(false);
    expect(provider.isWebhookSignatureValid(Buffer.from(paid.webhook.body), undefined)).toBe(false);
  });

  it('refuses as unavailable, with a message for the member, when Razorpay refuses, fails or cannot be reached', async () => {
    const message = 'The payment service did not answer. Nothing was charged; try again in a minute.';
    await expect(
      razorpay({ keySecret: 'wrong-secret' }).createOrder({ amountPaise: 50_000, receipt: 'r3' }),
    ).rejects.toStrictEqual(new ProviderUnavailable(message));
    fake.answerEverythingWith(500);
    await expect(razorpay().createOrder({ amountPaise: 50_000, receipt: 'r4' })).rejects.toStrictEqual(
      new ProviderUnavailable(message),
    );
    await expect(razorpay().paymentsOf('order_x')).rejects.toBeInstanceOf(ProviderUnavailable);
    fake.answerEverythingWith(null);
    await expect(
      razorpay({ apiUrl: 'http://127.0.0.1:9' }).createOrder({ amountPaise: 50_000, receipt: 'r5' }),
    ).rejects.toStrictEqual(new ProviderUnavailable(message));
  });
});
