import type { FastifyBaseLogger } from 'fastify';
import type { Notifier } from '../../modules/conversations';

/**
 * Tells each reporter the outcome of their report in general terms (a notification and its e-mail), whichever desk
 * closed it: the reports queue or the photo desk. The notice names no one: the reporter is its own subject, so a
 * suspended or blocked member never shows. The decision is saved by now: a notice that fails is logged, never a 500
 * that sends the admin to a retry the closed report refuses.
 */
export async function tellReporters(
  notifier: Notifier,
  log: FastifyBaseLogger,
  kind: 'report-actioned' | 'report-dismissed',
  reporterIds: readonly number[],
): Promise<void> {
  for (const reporterId of reporterIds) {
    try {
      await notifier.notify(kind, reporterId, reporterId);
    } catch (error) {
      log.error({ err: error }, 'report outcome notice not sent');
    }
  }
}
