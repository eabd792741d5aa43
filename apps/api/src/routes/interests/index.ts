import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { interestBoxes, SendInterestSchema } from '@matri/contracts';
import type { Database } from '../../db/database';
import { requireMember } from '../../plugins/app/authentication';
import { answerInterest, type InterestAnswer } from '../../services/interests/answer-interest';
import { listInterests } from '../../services/interests/list-interests';
import type { Notifier } from '../../services/notifications/notifier';
import { sendInterest } from '../../services/interests/send-interest';

const InterestParams = z
  .object({
    id: z.coerce.number({ error: 'The interest id must be a number' }).int().positive().max(2_147_483_647),
    answer: z.enum(['accept', 'decline', 'withdraw'], { error: 'Answer accept, decline or withdraw' }),
  })
  .strict();

/** /request: send, list and answer interests. */
export const interestRoutes: FastifyPluginAsyncZod<{ db: Database; notifier: Notifier }> = async (app, { db, notifier }) => {
  app.post(
    '/api/interests',
    { schema: { tags: ['interests'], summary: 'Send an interest to a member', body: SendInterestSchema }, config: { access: 'member' } },
    async (request, reply) => {
      const created = await sendInterest(db, requireMember(request), request.body);
      await notifier.notify('interest-received', created.receiverId, created.senderId);
      reply.status(201);
      return { id: created.id, status: created.status };
    },
  );

  app.get(
    '/api/interests',
    {
      schema: {
        tags: ['interests'],
        summary: 'Your interests: received, sent, accepted or declined',
        querystring: z.object({ box: z.enum(interestBoxes, { error: `Choose box ${interestBoxes.join(', ')}` }) }).strict(),
      },
      config: { access: 'member' },
    },
    async (request) => listInterests(db, requireMember(request).id, request.query.box),
  );

  app.post(
    '/api/interests/:id/:answer',
    { schema: { tags: ['interests'], summary: 'Accept or decline an interest you received, or withdraw one you sent', params: InterestParams }, config: { access: 'member' } },
    async (request) => {
      const updated = await answerInterest(db, requireMember(request), request.params.id, request.params.answer as InterestAnswer);
      if (updated.status === 'accepted') await notifier.notify('interest-accepted', updated.senderId, updated.receiverId);
      return { id: updated.id, status: updated.status };
    },
  );
};
