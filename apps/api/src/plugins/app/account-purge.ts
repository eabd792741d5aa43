import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database';
import { purgeDeletedAccounts } from '../../modules/account';
import type { PhotoStore } from '../../modules/photos';

/** Erases accounts whose grace period is over: at start-up, then every six hours. */
export const accountPurgePlugin = fp(async (app: FastifyInstance, options: { db: Database; store: PhotoStore }) => {
  app.defineJob({
    name: 'account-purge',
    cron: '0 */6 * * *',
    timeoutSeconds: 30 * 60,
    run: async () => {
      const erased = await purgeDeletedAccounts(options.db, options.store);
      if (erased > 0) app.log.info({ erased }, 'deleted accounts erased after their grace period');
    },
  });
});
