import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, type Contact } from '@matri/contracts';
import type { Database } from '../../db/database';
import { registerEndpoint } from '../../http/register-endpoint';
import type { AttemptLimit } from '../../plugins/app/attempt-limits';
import { saveContactMessage } from '../../modules/moderation';

/** Every message is read by a person: a few per visitor address and per sender. */
const contactLimits: AttemptLimit[] = [
  { name: 'contact per address', max: 5, windowMinutes: 60, per: 'address' },
  { name: 'contact per e-mail', max: 5, windowMinutes: 5, per: (request) => (request.body as Contact).email },
];

/** POST /api/contact: the public contact form, stored for the support team. */
export const contactRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  registerEndpoint(
    app,
    endpoints.public.contact,
    async (request) => {
      const member = await app.findMember(request);
      await saveContactMessage(db, request.body, member?.id ?? null);
      return { ok: true as const };
    },
    { limits: contactLimits },
  );
};
