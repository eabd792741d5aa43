import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database';
import type { PaymentProvider } from '../../services/payments/payment-provider';
import { reconcilePendingOrders } from '../../services/payments/reconcile-payments';
import { runEvery } from './run-every';

const EVERY_TEN_MINUTES_MS = 10 * 60 * 1000;

/** Asks the provider about unpaid orders at start-up and every ten minutes (a webhook may never arrive). */
export const paymentReconcilerPlugin = fp(async (app: FastifyInstance, { db, provider }: { db: Database; provider: PaymentProvider }) => {
  runEvery(app, EVERY_TEN_MINUTES_MS, async () => {
    try {
      const { activated, failed } = await reconcilePendingOrders(db, provider);
      if (activated > 0) app.log.info({ activated }, 'payments reconciled: plans activated');
      if (failed > 0) app.log.warn({ failed }, 'payments reconciliation could not check some orders; it tries again');
    } catch (error) {
      app.log.error({ err: error }, 'payments reconciliation failed; it runs again later');
    }
  });
});
