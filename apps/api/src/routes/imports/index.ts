import type { FastifyRequest } from 'fastify';
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
import type { UserRow } from '../../db/schema';
import { forbidden, unauthorized } from '../../http/api-error';
import { bearerToken, requireMember } from '../../plugins/app/authentication';
import { createApiToken, findApiTokenAdmin, isApiToken, listApiTokens, revokeApiToken } from '../../services/imports/api-tokens';
import { importProfileRows, startImportIn } from '../../services/imports/import-profile-rows';
import { listMemberImports } from '../../services/imports/list-member-imports';

const ONLY_ADMINS = 'Only admins can import members.';

const TokenParams = z.object({ id: z.coerce.number({ error: 'The token id must be a number' }).int().positive().max(2_147_483_647) }).strict();

/** Member imports (/uploaddata): admins by their own session, scripts by an admin's API token; members get 403. */
export const importRoutes: FastifyPluginAsyncZod<{ db: Database; brand: Brand }> = async (app, { db, brand }) => {
  const requireAdminSession = async (request: FastifyRequest): Promise<UserRow> => {
    await app.authenticate(request);
    const member = requireMember(request);
    if (member.role !== 'admin') throw forbidden(ONLY_ADMINS);
    return member;
  };

  /** Who imports: an admin's session, or an API token acting for the admin who created it. */
  const requireImporter = async (request: FastifyRequest): Promise<{ admin: UserRow; apiTokenId: number | null }> => {
    const bearer = bearerToken(request);
    if (bearer && isApiToken(bearer)) {
      const found = await findApiTokenAdmin(db, bearer);
      if (!found) throw unauthorized('This API token is not valid: it was revoked, or its admin no longer has the right.');
      return { admin: found.admin, apiTokenId: found.tokenId };
    }
    return { admin: await requireAdminSession(request), apiTokenId: null };
  };

  app.post(
    '/api/imports',
    { schema: { tags: ['imports'], summary: 'Start an import of a CSV file (admins)', body: ImportStartSchema } },
    async (request, reply) => {
      const { admin, apiTokenId } = await requireImporter(request);
      const id = await startImportIn(db, admin, apiTokenId, request.body.fileName, request.body.totalRows);
      reply.status(201);
      return { id };
    },
  );

  app.get('/api/imports', { schema: { tags: ['imports'], summary: 'The import history (admins)' } }, async (request) => {
    await requireImporter(request);
    return listMemberImports(db);
  });

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
    },
    async (request) => {
      const { admin, apiTokenId } = await requireImporter(request);
      const result = await importProfileRows(db, {
        rows: request.body,
        importId: request.query.import ?? null,
        firstRow: request.query.first ?? 1,
        admin,
        apiTokenId,
        profileIdPrefix: brand.profileIdPrefix,
      });
      if (result.created > 0) void app.sendInvitations();
      return result;
    },
  );

  app.get('/api/admin/api-tokens', { schema: { tags: ['imports'], summary: 'API tokens for scripted imports (admins)' } }, async (request) => {
    await requireAdminSession(request);
    return listApiTokens(db);
  });

  app.post(
    '/api/admin/api-tokens',
    { schema: { tags: ['imports'], summary: 'Create an API token; the answer is the only time it is shown (admins)', body: ApiTokenCreateSchema } },
    async (request, reply) => {
      const admin = await requireAdminSession(request);
      reply.status(201);
      return createApiToken(db, admin, request.body.name);
    },
  );

  app.delete(
    '/api/admin/api-tokens/:id',
    { schema: { tags: ['imports'], summary: 'Revoke an API token (admins)', params: TokenParams } },
    async (request) => {
      await requireAdminSession(request);
      return revokeApiToken(db, request.params.id);
    },
  );
};
