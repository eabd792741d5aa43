import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@matri/contracts';
import type { Database } from '../../db/database';
import { registerEndpoint } from '../../http/register-endpoint';
import { requireMember } from '../../plugins/app/authentication';
import { createApiToken, listApiTokens, revokeApiToken } from '../../modules/imports';

/** The API tokens scripts import members with, each acting for the admin who created it. */
export const apiTokenRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  registerEndpoint(app, endpoints.imports.apiTokens, async () => listApiTokens(db));

  registerEndpoint(app, endpoints.imports.createApiToken, async (request) =>
    createApiToken(db, requireMember(request), request.body.name),
  );

  registerEndpoint(app, endpoints.imports.revokeApiToken, async (request) => revokeApiToken(db, request.params.id));
};
