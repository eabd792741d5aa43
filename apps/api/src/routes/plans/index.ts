import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@matri/contracts';
import type { Database } from '../../db/database';
import { registerEndpoint } from '../../http/register-endpoint';
import { ensureDefaultPlans, listPlans } from '../../modules/membership';

/** The plans, public: /membership shows them to visitors too. */
export const planRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addHook('onReady', () => ensureDefaultPlans(db));

  registerEndpoint(app, endpoints.membership.plans, async () => listPlans(db));
};
