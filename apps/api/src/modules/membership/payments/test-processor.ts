import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { testProcessorOrders } from '../../../db/schema';
import type { PaymentProvider } from './payment-provider';
import { isSameSignature, paymentSignature, webhookSignature } from './payment-signatures';
import { InvalidInput, NotFound } from '../../platform';

/** The processor's secret, derived from the API's signing secret: stable across restarts, never stored. */
export function testProcessorSecret(jwtSecret: string): string {
  return createHmac('sha256', jwtSecret).update('test-payment-processor').digest('hex');
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(9).toString('base64url')}`;

export interface TestProcessor extends PaymentProvider {
  /**
   * The member pays in the test checkout: the payment is captured, and the answer is what Razorpay's Checkout hands
   * the page (ids and signature) plus the webhook the processor then sends, already signed.
   */
  pay(orderId: string): Promise<{ paymentId: string; signature: string; webhook: { body: string; signature: string } }>;
}

/**
 * The local stand-in for Razorpay when no keys are set, so the whole flow works offline: the same signatures (with a
 * secret of its own), its own books and checkout page, and a signed webhook after each payment.
 */
export function createTestProcessor(db: Database, secret: string): TestProcessor {
  return {
    name: 'test',
    keyId: null,
    async createOrder({ amountPaise, receipt }) {
      const orderId = id('order');
      await db.insert(testProcessorOrders).values({ orderId, amountPaise, receipt });
      return { orderId };
    },
    isPaymentSignatureValid: (orderId, paymentId, signature) =>
      isSameSignature(paymentSignature(orderId, paymentId, secret), signature),
    isWebhookSignatureValid: (rawBody, signature) => isSameSignature(webhookSignature(rawBody, secret), signature),
    async paymentsOf(orderId) {
      const [order] = await db.select().from(testProcessorOrders).where(eq(testProcessorOrders.orderId, orderId));
      return order?.paymentId
        ? [{ id: order.paymentId, status: order.paymentStatus === 'captured' ? 'captured' : 'failed' }]
        : [];
    },
    async pay(orderId) {
      const paymentId = id('pay');
      const [order] = await db
        .update(testProcessorOrders)
        .set({ paymentId, paymentStatus: 'captured' })
        .where(and(eq(testProcessorOrders.orderId, orderId), isNull(testProcessorOrders.paymentId)))
        .returning();
      if (!order) {
        const [known] = await db
          .select({ orderId: testProcessorOrders.orderId })
          .from(testProcessorOrders)
          .where(eq(testProcessorOrders.orderId, orderId));
        if (!known)
          throw new NotFound({ en: 'The test processor has no such order.', hi: 'टेस्ट प्रोसेसर में ऐसा कोई ऑर्डर नहीं है।' });
        throw new InvalidInput({ en: 'This order is already paid.', hi: 'इस ऑर्डर का भुगतान हो चुका है।' }, []);
      }
      const body = JSON.stringify({
        event: 'payment.captured',
        payload: {
          payment: {
            entity: {
              id: paymentId,
              order_id: orderId,
              amount: order.amountPaise,
              currency: 'INR',
              status: 'captured',
            },
          },
        },
      });
      return {
        paymentId,
        signature: paymentSignature(orderId, paymentId, secret),
        webhook: { body, signature: webhookSignature(body, secret) },
      };
    },
  };
}
