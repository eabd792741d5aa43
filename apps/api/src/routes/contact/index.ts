import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContactSchema } from '@matri/contracts';
import type { Database } from '../../db/database';
import { attemptsPerIdentifier } from '../../plugins/external/rate-limit';
import { saveContactMessage } from '../../services/contact/save-contact-message';

/** POST /api/contact: the public contact form, stored for the support team; limited like log in. */
export const contactRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/api/contact',
    {
      schema: { tags: ['contact'], summary: 'Send a message to the support team', body: ContactSchema.strict() },
      config: { rateLimit: attemptsPerIdentifier('email') },
    },
    async (request, reply) => {
      const member = await app.findMember(request);
      await saveContactMessage(db, request.body, member?.id ?? null);
      reply.status(201);
      return { ok: true as const };
    },
  );
};
