import type { PaymentProvider, ProviderPayment } from './payment-provider';
import { isSameSignature, paymentSignature, webhookSignature } from './payment-signatures';
import { ProviderUnavailable } from '../../platform';

export const RAZORPAY_API_URL = 'https://api.razorpay.com';

export interface RazorpayKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Razorpay's API; tests point it at a local fake. */
  apiUrl?: string;
  /** A slow provider must not hold a member's request for long: they are told to try again. */
  timeoutMs?: number;
}

const PAYMENT_STATUSES = new Set<ProviderPayment['status']>([
  'created',
  'authorized',
  'captured',
  'refunded',
  'failed',
]);

/** Razorpay's receipt holds at most 40 characters. */
const receiptOf = (receipt: string) => receipt.slice(0, 40);

const unavailable = () =>
  new ProviderUnavailable({
    en: 'The payment service did not answer. Nothing was charged; try again in a minute.',
    hi: 'भुगतान सेवा से जवाब नहीं आया। कोई पैसा नहीं कटा; एक मिनट बाद फिर कोशिश करें।',
  });

/**
 * Razorpay through its REST API (Orders, and the payments of an order), with basic auth by key id and secret; the
 * signatures are checked here with the key secret (Checkout's) and the webhook secret (webhooks').
 */
export function createRazorpayProvider({
  keyId,
  keySecret,
  webhookSecret,
  apiUrl = RAZORPAY_API_URL,
  timeoutMs = 15_000,
}: RazorpayKeys): PaymentProvider {
  const authorization = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

  async function call<T>(method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${apiUrl.replace(/\/$/, '')}${path}`, {
        method,
        headers: { authorization, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw unavailable();
    }
    const text = await response.text();
    if (!response.ok) {
      // The log gets Razorpay's status and error code (its words may carry the member's details: the log never does);
      // the member gets ours.
      const code = (() => {
        try {
          return (JSON.parse(text) as { error?: { code?: string } }).error?.code ?? 'UNKNOWN';
        } catch {
          return 'NOT_JSON';
        }
      })();
      throw Object.assign(unavailable(), {
        cause: Object.assign(new Error(`Razorpay ${method} ${path} answered ${response.status}`), {
          code: `RAZORPAY_${response.status}_${code}`,
        }),
      });
    }
    return JSON.parse(text) as T;
  }

  return {
    name: 'razorpay',
    keyId,
    async createOrder({ amountPaise, receipt }) {
      const order = await call<{ id?: unknown }>('POST', '/v1/orders', {
        amount: amountPaise,
        currency: 'INR',
        receipt: receiptOf(receipt),
      });
      if (typeof order.id !== 'string' || !order.id) throw unavailable();
      return { orderId: order.id };
    },
    isPaymentSignatureValid: (orderId, paymentId, signature) =>
      isSameSignature(paymentSignature(orderId, paymentId, keySecret), signature),
    isWebhookSignatureValid: (rawBody, signature) =>
      isSameSignature(webhookSignature(rawBody, webhookSecret), signature),
    async paymentsOf(orderId) {
      const list = await call<{ items?: Array<{ id?: unknown; status?: unknown }> }>(
        'GET',
        `/v1/orders/${encodeURIComponent(orderId)}/payments`,
      );
      return (list.items ?? []).flatMap((item) =>
        typeof item.id === 'string' && PAYMENT_STATUSES.has(item.status as ProviderPayment['status'])
          ? [{ id: item.id, status: item.status as ProviderPayment['status'] }]
          : [],
      );
    },
  };
}
