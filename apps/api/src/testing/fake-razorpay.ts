import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { paymentSignature, webhookSignature } from '../modules/membership';

interface FakeOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  created_at: number;
}

interface FakePayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'captured' | 'failed';
  order_id: string;
}

export interface FakeRazorpay {
  url: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Every call as it came: method, path, the basic-auth user and the JSON body. */
  requests: Array<{ method: string; path: string; keyId: string | null; body: unknown }>;
  orders: Map<string, FakeOrder>;
  /** A member pays on Checkout: the payment is captured, Checkout's answer and the webhook Razorpay then sends. */
  capture(orderId: string): { paymentId: string; signature: string; webhook: { body: string; signature: string } };
  /** A payment attempt that failed (a declined card), as Razorpay lists it among the order's payments. */
  fail(orderId: string): string;
  /** From now on every call is answered with this status, as during an outage; null to answer normally again. */
  answerEverythingWith(status: number | null): void;
  close(): Promise<void>;
}

const rid = (prefix: string) => `${prefix}_${randomBytes(10).toString('base64url').replace(/[-_]/g, 'x').slice(0, 14)}`;

const send = (response: ServerResponse, status: number, body: object) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};
const badRequest = (response: ServerResponse, status: number, description: string, field?: string) =>
  send(response, status, {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description,
      source: 'business',
      step: 'payment_initiation',
      reason: 'input_validation_failed',
      field,
    },
  });

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : undefined;
}

/**
 * A local stand-in for the parts of Razorpay's HTTP API we call (create an order, list an order's payments), with its
 * basic auth and its refusals, so the Razorpay adapter is tested offline. Payments are made by the test itself,
 * as a member's Checkout would.
 */
export async function startFakeRazorpay(): Promise<FakeRazorpay> {
  const keyId = 'rzp_test_FakeKey0001';
  const keySecret = randomBytes(18).toString('base64url');
  const webhookSecret = randomBytes(18).toString('base64url');
  const orders = new Map<string, FakeOrder>();
  const payments = new Map<string, FakePayment[]>();
  const requests: FakeRazorpay['requests'] = [];
  let forcedStatus: number | null = null;

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const [user, password] = Buffer.from((request.headers.authorization ?? '').replace(/^Basic /, ''), 'base64')
        .toString('utf8')
        .split(':');
      let body: unknown;
      try {
        body = await readBody(request);
      } catch {
        return badRequest(response, 400, 'The request body is not valid JSON');
      }
      requests.push({ method: request.method ?? '', path: url.pathname, keyId: user || null, body });
      if (forcedStatus)
        return send(response, forcedStatus, {
          error: { code: 'SERVER_ERROR', description: 'The server encountered an error' },
        });
      if (user !== keyId || password !== keySecret) return badRequest(response, 401, 'Authentication failed');

      if (request.method === 'POST' && url.pathname === '/v1/orders') {
        const { amount, currency, receipt } = (body ?? {}) as {
          amount?: unknown;
          currency?: unknown;
          receipt?: unknown;
        };
        if (!Number.isInteger(amount) || (amount as number) < 100)
          return badRequest(response, 400, 'The amount must be at least INR 1.00', 'amount');
        if (currency !== 'INR') return badRequest(response, 400, 'The currency is invalid', 'currency');
        if (typeof receipt === 'string' && receipt.length > 40)
          return badRequest(response, 400, 'receipt: the length must be no more than 40.', 'receipt');
        const order: FakeOrder = {
          id: rid('order'),
          entity: 'order',
          amount: amount as number,
          amount_paid: 0,
          amount_due: amount as number,
          currency,
          receipt: typeof receipt === 'string' ? receipt : '',
          status: 'created',
          attempts: 0,
          created_at: Math.floor(Date.now() / 1000),
        };
        orders.set(order.id, order);
        return send(response, 200, order);
      }
      const listing = /^\/v1\/orders\/([^/]+)\/payments$/.exec(url.pathname);
      if (request.method === 'GET' && listing) {
        const orderId = decodeURIComponent(listing[1]);
        if (!orders.has(orderId)) return badRequest(response, 400, 'The id provided does not exist');
        const items = payments.get(orderId) ?? [];
        return send(response, 200, { entity: 'collection', count: items.length, items });
      }
      return badRequest(response, 404, 'The requested URL was not found on the server.');
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const pay = (orderId: string, status: FakePayment['status']): FakePayment => {
    const order = orders.get(orderId);
    if (!order) throw new Error(`The fake Razorpay has no order ${orderId}`);
    const payment: FakePayment = {
      id: rid('pay'),
      entity: 'payment',
      amount: order.amount,
      currency: order.currency,
      status,
      order_id: orderId,
    };
    payments.set(orderId, [...(payments.get(orderId) ?? []), payment]);
    order.attempts += 1;
    if (status === 'captured') Object.assign(order, { status: 'paid', amount_paid: order.amount, amount_due: 0 });
    else order.status = 'attempted';
    return payment;
  };

  return {
    url: `http://127.0.0.1:${port}`,
    keyId,
    keySecret,
    webhookSecret,
    requests,
    orders,
    capture(orderId) {
      const payment = pay(orderId, 'captured');
      const body = JSON.stringify({
        entity: 'event',
        event: 'payment.captured',
        payload: { payment: { entity: payment } },
        created_at: Math.floor(Date.now() / 1000),
      });
      return {
        paymentId: payment.id,
        signature: paymentSignature(orderId, payment.id, keySecret),
        webhook: { body, signature: webhookSignature(body, webhookSecret) },
      };
    },
    fail: (orderId) => pay(orderId, 'failed').id,
    answerEverythingWith(status) {
      forcedStatus = status;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
