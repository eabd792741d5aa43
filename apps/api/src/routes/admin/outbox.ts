import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, OUTBOX_PAGE_SIZE } from '@matri/contracts';
import { registerEndpoint } from '../../http/register-endpoint';
import type { OutboxEntry } from '../../modules/platform';

/**
 * Demo mode only (registered nowhere else): the mail and text messages the API kept instead of sending, for a
 * logged-in admin. Reset links and codes are in them, so no one else may read them.
 */
export const adminOutboxRoutes: FastifyPluginAsyncZod<{ list: () => Promise<OutboxEntry[]> }> = async (
  app,
  { list },
) => {
  registerEndpoint(app, endpoints.admin.outbox, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return (await list())
      .slice(0, OUTBOX_PAGE_SIZE)
      .map(({ id, to, subject, text, sentAt }) => ({ id, to, subject, text, sentAt }));
  });
};
