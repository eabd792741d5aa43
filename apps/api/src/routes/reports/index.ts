import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ReportSchema, reportStatuses } from '@matri/contracts';
import type { Database } from '../../db/database';
import { requireMember } from '../../plugins/app/authentication';
import { dismissReport, fileReport, listReports, suspendReportedMember } from '../../services/reports/reports';

const ReportParams = z
  .object({
    id: z.coerce.number({ error: 'The report id must be a number' }).int().positive().max(2_147_483_647),
    action: z.enum(['suspend', 'dismiss'], { error: 'Choose suspend or dismiss' }),
  })
  .strict();

const adminsOnly = { access: 'admin', adminOnly: 'Only admins can open the reports queue.' } as const;

/** Members report profiles; admins work through the queue (suspend the member or dismiss the report). */
export const reportRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/api/reports',
    { schema: { tags: ['reports'], summary: 'Report a member to the admins', body: ReportSchema }, config: { access: 'member' } },
    async (request, reply) => {
      const created = await fileReport(db, requireMember(request), request.body);
      reply.status(201);
      return created;
    },
  );

  app.get(
    '/api/admin/reports',
    {
      schema: {
        tags: ['reports'],
        summary: 'The reports queue (admins)',
        querystring: z.object({ status: z.enum(reportStatuses, { error: `Choose status ${reportStatuses.join(', ')}` }).optional() }).strict(),
      },
      config: adminsOnly,
    },
    async (request) => listReports(db, request.query.status ?? 'open'),
  );

  app.post(
    '/api/admin/reports/:id/:action',
    { schema: { tags: ['reports'], summary: 'Suspend the reported member or dismiss the report (admins)', params: ReportParams }, config: adminsOnly },
    async (request) => {
      const admin = requireMember(request);
      if (request.params.action === 'suspend') await suspendReportedMember(db, admin, request.params.id);
      else await dismissReport(db, admin, request.params.id);
      return { ok: true as const };
    },
  );
};
