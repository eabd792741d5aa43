import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@matri/contracts';
import type { Database } from '../../db/database';
import { registerEndpoint } from '../../http/register-endpoint';
import { requireMember } from '../../plugins/app/authentication';
import { fileReport } from '../../modules/moderation';

/** A member reports a profile; admins work through the queue (routes/admin/reports.ts). */
export const reportRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  registerEndpoint(app, endpoints.reports.file, async (request) =>
    fileReport(db, requireMember(request), request.body),
  );
};
