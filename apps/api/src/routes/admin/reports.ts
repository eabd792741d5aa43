import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@matri/contracts';
import type { Database } from '../../db/database';
import { registerEndpoint } from '../../http/register-endpoint';
import { requireMember } from '../../plugins/app/authentication';
import { dismissReport, listReports, suspendReportedMember } from '../../services/reports/reports';

/** The reports queue: suspend the reported member or dismiss the report. */
export const reportQueueRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  registerEndpoint(app, endpoints.reports.queue, async (request) => listReports(db, request.query.status ?? 'open'));

  registerEndpoint(app, endpoints.reports.resolve, async (request) => {
    const admin = requireMember(request);
    if (request.params.action === 'suspend') await suspendReportedMember(db, admin, request.params.id);
    else await dismissReport(db, admin, request.params.id);
    return { ok: true as const };
  });
};
