import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, say } from '@matri/contracts';
import type { Database } from '../../db/database';
import { ApiError, notFound, validationError } from '../../http/api-error';
import { registerEndpoint } from '../../http/register-endpoint';
import type { AttemptLimit } from '../../plugins/app/attempt-limits';
import { requireMember } from '../../plugins/app/authentication';
import {
  currentPlanOf,
  activatePaidOrder,
  startPaymentOrder,
  isMembersOrder,
  isOurOrder,
} from '../../modules/membership';
import type { PaymentProvider } from '../../modules/membership';

/** Each order is a call to the provider: a member (or a stolen session) may start at most 20 an hour. */
const orderLimits: AttemptLimit[] = [{ name: 'payment orders per member', max: 20, windowMinutes: 60, per: 'member' }];

interface WebhookEvent {
  event?: string;
  payload?: { payment?: { entity?: { id?: string; order_id?: string; status?: string } } };
}

/** Razorpay's webhook (and the test processor's): only a valid X-Razorpay-Signature over the raw body is heard. */
async function webhookRoute(app: FastifyInstance, { db, provider }: { db: Database; provider: PaymentProvider }) {
  // The signature covers the bytes as sent, so this route reads its body raw.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  registerEndpoint(app, endpoints.membership.paymentWebhook, async (request) => {
    const raw = request.body as Buffer;
    const signature = request.headers['x-razorpay-signature'];
    if (
      !Buffer.isBuffer(raw) ||
      !provider.isWebhookSignatureValid(raw, typeof signature === 'string' ? signature : undefined)
    ) {
      throw validationError('The webhook signature does not match.', [
        { path: ['x-razorpay-signature'], message: 'Signature does not match' },
      ]);
    }
    let event: WebhookEvent;
    try {
      event = JSON.parse(raw.toString('utf8')) as WebhookEvent;
    } catch {
      throw validationError('The webhook body is not JSON.', []);
    }
    const payment = event.payload?.payment?.entity;
    if ((event.event === 'payment.captured' || event.event === 'order.paid') && payment?.id && payment.order_id) {
      if (await isOurOrder(db, payment.order_id))
        await activatePaidOrder(db, { providerOrderId: payment.order_id, providerPaymentId: payment.id });
    }
    return { ok: true as const };
  });
}

/** Buying a plan: an order at the provider, the payment verified by its signature or the provider's webhook. */
export const paymentRoutes: FastifyPluginAsyncZod<{ db: Database; provider: PaymentProvider | null }> = async (
  app,
  { db, provider: maybeProvider },
) => {
  const providerOrRefuse = (): PaymentProvider => {
    if (!maybeProvider)
      throw new ApiError(
        503,
        'ServiceUnavailableError',
        say({
          en: 'Online payments are not set up yet. Write to us to upgrade.',
          hi: 'ऑनलाइन भुगतान अभी शुरू नहीं हुआ है। अपग्रेड के लिए हमें लिखें।',
        }),
      );
    return maybeProvider;
  };

  registerEndpoint(
    app,
    endpoints.membership.startOrder,
    async (request) => startPaymentOrder(db, providerOrRefuse(), requireMember(request), request.body.planId),
    { limits: orderLimits },
  );

  registerEndpoint(app, endpoints.membership.verifyPayment, async (request) => {
    const member = requireMember(request);
    const { orderId, paymentId, signature } = request.body;
    if (!(await isMembersOrder(db, orderId, member.id)))
      throw notFound(
        say({
          en: 'There is no such order of yours. Start the payment again from the Upgrade page.',
          hi: 'आपका ऐसा कोई ऑर्डर नहीं है। अपग्रेड पेज से भुगतान फिर शुरू करें।',
        }),
      );
    if (!providerOrRefuse().isPaymentSignatureValid(orderId, paymentId, signature)) {
      throw validationError(
        say({
          en: 'This payment could not be verified. If money left your account, it is checked again within minutes.',
          hi: 'इस भुगतान की पुष्टि नहीं हो सकी। अगर आपके खाते से पैसा कटा है, तो कुछ ही मिनटों में फिर जाँच होगी।',
        }),
        [{ path: ['signature'], message: say({ en: 'Signature does not match', hi: 'हस्ताक्षर मेल नहीं खाता' }) }],
      );
    }
    await activatePaidOrder(db, { providerOrderId: orderId, providerPaymentId: paymentId });
    const { plan, endsAt } = await currentPlanOf(db, member.id);
    return { plan, endsAt: endsAt?.toISOString() ?? null };
  });

  if (maybeProvider) {
    const provider = maybeProvider;
    await app.register(async (scope) => webhookRoute(scope, { db, provider }));
  }
};
