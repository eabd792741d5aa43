import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@matri/contracts';
import type { Database } from '../../db/database';
import { registerEndpoint } from '../../http/register-endpoint';
import { updatePlan } from '../../modules/membership';

/** An admin's change of a plan's price or what it unlocks. */
export const planEditRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  registerEndpoint(app, endpoints.membership.updatePlan, async (request) =>
    updatePlan(db, request.params.id, request.body),
  );
};
