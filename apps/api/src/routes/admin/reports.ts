import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, type Brand } from '@matri/contracts';
import type { Database } from '../../db/database';
import { registerEndpoint } from '../../http/register-endpoint';
import { requireMember } from '../../plugins/app/authentication';
import type { Mailer } from '../../modules/platform';
import type { Notifier } from '../../modules/conversations';
import { dismissReport, listReports, suspendReportedMember } from '../../modules/moderation';
import { mailSuspendedMember } from '../../modules/account';
import { tellReporters } from './tell-reporters';

export interface ReportQueueOptions {
  db: Database;
  notifier: Notifier;
  mailer: Mailer;
  brand: Brand;
}

/**
 * The reports queue: suspend the reported member or dismiss the report. Each reporter is told the outcome in general
 * terms (a notification and its e-mail); a suspended member is e-mailed why and how to appeal.
 */
export const reportQueueRoutes: FastifyPluginAsyncZod<ReportQueueOptions> = async (
  app,
  { db, notifier, mailer, brand },
) => {
  registerEndpoint(app, endpoints.reports.queue, async (request) => listReports(db, request.query.status ?? 'open'));

  registerEndpoint(app, endpoints.reports.resolve, async (request) => {
    const admin = requireMember(request);
    if (request.params.action === 'suspend') {
      const { reportedId, reporterIds } = await suspendReportedMember(
        db,
        admin,
        request.params.id,
        request.body?.reason,
      );
      await tellReporters(notifier, request.log, 'report-actioned', reporterIds);
      try {
        await mailSuspendedMember(db, mailer, reportedId, brand);
      } catch (error) {
        request.log.error({ err: error }, 'suspension e-mail not sent');
      }
    } else {
      const { reporterId } = await dismissReport(db, admin, request.params.id);
      await tellReporters(notifier, request.log, 'report-dismissed', [reporterId]);
    }
    return { ok: true as const };
  });
};
