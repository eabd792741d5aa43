import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@matri/contracts';
import type { Database } from '../../db/database';
import { registerEndpoint } from '../../http/register-endpoint';
import { requireMember } from '../../plugins/app/authentication';
import type { Notifier } from '../../modules/conversations';
import { decideSelfieCheck, listSelfieQueue, readSelfieFrame } from '../../modules/verification';

/**
 * The queue of held selfie checks: an admin sees each rule's score and the kept frames, approves or rejects with a
 * reason, and the member is told in their language (a notification and its e-mail). Deciding deletes the frames.
 */
export const selfieCheckQueueRoutes: FastifyPluginAsyncZod<{ db: Database; notifier: Notifier }> = async (
  app,
  { db, notifier },
) => {
  registerEndpoint(app, endpoints.verification.selfieQueue, async () => listSelfieQueue(db));

  registerEndpoint(app, endpoints.verification.selfieFrame, async (request, reply) => {
    const jpeg = await readSelfieFrame(db, request.params.id, request.params.frame);
    // A face is biometric data: no cache keeps it past the admin's look.
    return reply.header('cache-control', 'no-store').type('image/jpeg').send(jpeg);
  });

  registerEndpoint(app, endpoints.verification.decideSelfie, async (request) => {
    const admin = requireMember(request);
    const { memberId, notice, outcome } = await decideSelfieCheck(
      db,
      admin.id,
      request.params.id,
      request.params.decision,
      request.body.reason,
    );
    // The notifier logs its own failures: the decision is saved whatever happens to the notice.
    await notifier.notify(notice, memberId, memberId);
    return outcome;
  });
};
