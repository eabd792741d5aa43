import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, IMPORT_BODY_LIMIT_BYTES, type Brand } from '@matri/contracts';
import type { Database } from '../../db/database';
import { registerEndpoint } from '../../http/register-endpoint';
import { requireMember } from '../../plugins/app/authentication';
import { importProfileRows, startImportIn, listMemberImports } from '../../modules/imports';
import { INVITATIONS_JOB } from '../../plugins/app/invitation-sender';

/** Member imports (/uploaddata): admins by their own session, scripts by an admin's API token; members get 403. */
export const importRoutes: FastifyPluginAsyncZod<{ db: Database; brand: Brand }> = async (app, { db, brand }) => {
  registerEndpoint(app, endpoints.imports.start, async (request) => ({
    id: await startImportIn(
      db,
      requireMember(request),
      request.apiTokenId,
      request.body.fileName,
      request.body.totalRows,
    ),
  }));

  registerEndpoint(app, endpoints.imports.history, async () => listMemberImports(db));

  registerEndpoint(
    app,
    endpoints.imports.uploadRows,
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
        void app
          .requestJob(INVITATIONS_JOB)
          .catch((error: unknown) =>
            request.log.error({ err: error }, 'invitations not asked for; the next scheduled run sends them'),
          );
      }
      return result;
    },
    { bodyLimit: IMPORT_BODY_LIMIT_BYTES },
  );
};
