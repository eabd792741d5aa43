import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@matri/contracts';
import type { Database } from '../../db/database';
import { registerEndpoint } from '../../http/register-endpoint';
import { requireMember } from '../../plugins/app/authentication';
import { answerInterest, listInterests, sendInterest } from '../../modules/conversations';
import type { Notifier } from '../../modules/conversations';

/** /request: send, list and answer interests. */
export const interestRoutes: FastifyPluginAsyncZod<{ db: Database; notifier: Notifier }> = async (
  app,
  { db, notifier },
) => {
  registerEndpoint(app, endpoints.interests.send, async (request) => {
    const created = await sendInterest(db, requireMember(request), request.body);
    await notifier.notify('interest-received', created.receiverId, created.senderId);
    return { id: created.id, status: created.status };
  });

  registerEndpoint(app, endpoints.interests.list, async (request) =>
    listInterests(db, requireMember(request).id, request.query.box),
  );

  registerEndpoint(app, endpoints.interests.answer, async (request) => {
    const updated = await answerInterest(db, requireMember(request), request.params.id, request.params.answer);
    if (updated.status === 'accepted') await notifier.notify('interest-accepted', updated.senderId, updated.receiverId);
    return { id: updated.id, status: updated.status };
  });
};
