import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@matri/contracts';
import type { Database } from '../../db/database';
import { registerEndpoint } from '../../http/register-endpoint';
import { requireMember } from '../../plugins/app/authentication';
import { deleteSavedSearch, listSavedSearches, saveSearch } from '../../modules/discovery';

/** The member's saved searches. */
export const savedSearchRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  registerEndpoint(app, endpoints.discovery.savedSearches, async (request) =>
    listSavedSearches(db, requireMember(request).id),
  );

  registerEndpoint(app, endpoints.discovery.saveSearch, async (request) =>
    saveSearch(db, requireMember(request).id, request.body),
  );

  registerEndpoint(app, endpoints.discovery.deleteSavedSearch, async (request) => {
    await deleteSavedSearch(db, requireMember(request).id, request.params.id);
    return { ok: true as const };
  });
};
