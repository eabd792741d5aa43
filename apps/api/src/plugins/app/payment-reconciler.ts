import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database';
import type { PaymentProvider } from '../../modules/membership';
import { reconcilePendingOrders } from '../../modules/membership';

/** Asks the provider about unpaid orders at start-up and every ten minutes (a webhook may never arrive). */
export const paymentReconcilerPlugin = fp(
  async (app: FastifyInstance, { db, provider }: { db: Database; provider: PaymentProvider }) => {
    app.defineJob({
      name: 'payment-reconciliation',
      cron: '*/10 * * * *',
      timeoutSeconds: 5 * 60,
      run: async () => {
        const { activated, failed } = await reconcilePendingOrders(db, provider);
        if (activated > 0) app.log.info({ activated }, 'payments reconciled: plans activated');
        if (failed > 0) app.log.warn({ failed }, 'payments reconciliation could not check some orders; it tries again');
      },
    });
  },
);
