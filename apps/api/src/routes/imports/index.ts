import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiTokenCreateSchema,
  IMPORT_BODY_LIMIT_BYTES,
  ImportStartSchema,
  UploadCsvQuerySchema,
  UploadCsvRowsSchema,
  type Brand,
} from '@matri/contracts';
import type { Database } from '../../db/database';
import { requireMember } from '../../plugins/app/authentication';
import { createApiToken, listApiTokens, revokeApiToken } from '../../services/imports/api-tokens';
import { importProfileRows, startImportIn } from '../../services/imports/import-profile-rows';
import { INVITATIONS_JOB } from '../../plugins/app/invitation-sender';
import { listMemberImports } from '../../services/imports/list-member-imports';

const ONLY_ADMINS = 'Only admins can import members.';

const TokenParams = z.object({ id: z.coerce.number({ error: 'The token id must be a number' }).int().positive().max(2_147_483_647) }).strict();

/** Member imports (/uploaddata): admins by their own session, scripts by an admin's API token; members get 403. */
export const importRoutes: FastifyPluginAsyncZod<{ db: Database; brand: Brand }> = async (app, { db, brand }) => {
  /** Imports: an admin's session, or an API token acting for the admin who created it. */
  const importers = { access: 'admin-or-api-token', adminOnly: ONLY_ADMINS } as const;
  const admins = { access: 'admin', adminOnly: ONLY_ADMINS } as const;

  app.post(
    '/api/imports',
    { schema: { tags: ['imports'], summary: 'Start an import of a CSV file (admins)', body: ImportStartSchema }, config: importers },
    async (request, reply) => {
      const id = await startImportIn(db, requireMember(request), request.apiTokenId, request.body.fileName, request.body.totalRows);
      reply.status(201);
      return { id };
    },
  );

  app.get('/api/imports', { schema: { tags: ['imports'], summary: 'The import history (admins)' }, config: importers }, async () => listMemberImports(db));

  app.post(
    '/api/upload-csv',
    {
      bodyLimit: IMPORT_BODY_LIMIT_BYTES,
      schema: {
        tags: ['imports'],
        summary: 'Import member rows: a JSON array of CSV rows keyed by header names (admins)',
        querystring: UploadCsvQuerySchema,
        body: UploadCsvRowsSchema,
      },
      config: importers,
    },
    async (request) => {
      const result = await importProfileRows(db, {
        rows: request.body,
        importId: request.query.import ?? null,
        firstRow: request.query.first ?? 1,
        admin: requireMember(request),
        apiTokenId: request.apiTokenId,
        profileIdPrefix: brand.profileIdPrefix,
      });
      if (result.created > 0) {
        void app.requestJob(INVITATIONS_JOB).catch((error: unknown) => request.log.error({ err: error }, 'invitations not asked for; the next scheduled run sends them'));
      }
      return result;
    },
  );

  app.get('/api/admin/api-tokens', { schema: { tags: ['imports'], summary: 'API tokens for scripted imports (admins)' }, config: admins }, async () => listApiTokens(db));

  app.post(
    '/api/admin/api-tokens',
    { schema: { tags: ['imports'], summary: 'Create an API token; the answer is the only time it is shown (admins)', body: ApiTokenCreateSchema }, config: admins },
    async (request, reply) => {
      reply.status(201);
      return createApiToken(db, requireMember(request), request.body.name);
    },
  );

  app.delete(
    '/api/admin/api-tokens/:id',
    { schema: { tags: ['imports'], summary: 'Revoke an API token (admins)', params: TokenParams }, config: admins },
    async (request) => revokeApiToken(db, request.params.id),
  );
};
