import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@matri/contracts';
import type { Database } from '../../db/database';
import { registerEndpoint } from '../../http/register-endpoint';
import { requireMember } from '../../plugins/app/authentication';
import type { Notifier } from '../../modules/conversations';
import { decideIdCheck, listIdCheckQueue } from '../../modules/verification';

/**
 * The queue of ID checks an admin decides: held ones are approved or rejected with a reason, and the member is told
 * in their language (a notification and its e-mail); a second account's ID is only closed, its member already told.
 */
export const idVerificationQueueRoutes: FastifyPluginAsyncZod<{ db: Database; notifier: Notifier }> = async (
  app,
  { db, notifier },
) => {
  registerEndpoint(app, endpoints.verification.queue, async () => listIdCheckQueue(db));

  registerEndpoint(app, endpoints.verification.decide, async (request) => {
    const admin = requireMember(request);
    const { memberId, notice, outcome } = await decideIdCheck(
      db,
      admin.id,
      request.params.id,
      request.params.decision,
      request.body.reason,
    );
    // The notifier logs its own failures: the decision is saved whatever happens to the notice.
    if (notice) await notifier.notify(notice, memberId, memberId);
    return outcome;
  });
};
