import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database';
import { purgeDeletedAccounts } from '../../services/account/purge-deleted-accounts';
import type { PhotoStore } from '../../services/photos/photo-store';
import { runEvery } from './run-every';

const EVERY_SIX_HOURS_MS = 6 * 60 * 60 * 1000;

/** Erases accounts whose grace period is over: once at start-up, then every six hours while the API runs. */
export const accountPurgePlugin = fp(async (app: FastifyInstance, options: { db: Database; store: PhotoStore }) => {
  runEvery(app, EVERY_SIX_HOURS_MS, async () => {
    try {
      const erased = await purgeDeletedAccounts(options.db, options.store);
      if (erased > 0) app.log.info({ erased }, 'deleted accounts erased after their grace period');
    } catch (error) {
      app.log.error({ err: error }, 'purge of deleted accounts failed; it runs again later');
    }
  });
});
