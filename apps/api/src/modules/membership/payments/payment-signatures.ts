import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Razorpay's signatures, which the local test processor uses too: a payment's is the HMAC-SHA256 of
 * "order_id|payment_id" with the key secret, a webhook's the HMAC-SHA256 of the raw body with the webhook secret;
 * both hex.
 */
export function paymentSignature(orderId: string, paymentId: string, keySecret: string): string {
  return createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex');
}

export function webhookSignature(rawBody: string | Buffer, webhookSecret: string): string {
  return createHmac('sha256', webhookSecret).update(rawBody).digest('hex');
}

/** Compares in constant time, so a forger learns nothing from how long a refusal takes. */
export function isSameSignature(expected: string, given: string | undefined | null): boolean {
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/i.test(given)) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given.toLowerCase(), 'hex'));
}
