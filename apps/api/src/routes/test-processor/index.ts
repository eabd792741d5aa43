import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, say } from '@matri/contracts';
import type { Database } from '../../db/database';
import { notFound } from '../../http/api-error';
import { registerEndpoint } from '../../http/register-endpoint';
import { requireMember } from '../../plugins/app/authentication';
import { isMembersOrder } from '../../modules/membership';
import type { TestProcessor } from '../../modules/membership';

/**
 * Demo mode's stand-in for Razorpay Checkout (registered only in demo mode without Razorpay's keys): the member's own
 * page pays the member's own order (a dialog of /upgrade), and the answer is what Checkout hands the page, to be
 * verified like Razorpay's.
 */
export const testProcessorRoutes: FastifyPluginAsyncZod<{ db: Database; processor: TestProcessor }> = async (
  app,
  { db, processor },
) => {
  registerEndpoint(app, endpoints.membership.payTestOrder, async (request) => {
    const { orderId } = request.params;
    if (!(await isMembersOrder(db, orderId, requireMember(request).id, 'test'))) {
      throw notFound(
        say({
          en: 'There is no such order of yours. Start the payment again from the Upgrade page.',
          hi: 'आपका ऐसा कोई ऑर्डर नहीं है। अपग्रेड पेज से भुगतान फिर शुरू करें।',
        }),
      );
    }
    const paid = await processor.pay(orderId);
    // The processor tells us as Razorpay would: a signed webhook, then the page verifies the signature it got.
    const hook = await app.inject({
      method: 'POST',
      url: endpoints.membership.paymentWebhook.path,
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': paid.webhook.signature },
      payload: paid.webhook.body,
    });
    if (hook.statusCode !== 200) request.log.warn({ status: hook.statusCode }, 'test processor webhook refused');
    return { orderId, paymentId: paid.paymentId, signature: paid.signature };
  });
};
