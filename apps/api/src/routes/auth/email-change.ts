import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, paths, type Brand } from '@matri/contracts';
import type { Database } from '../../db/database';
import { registerEndpoint } from '../../http/register-endpoint';
import { confirmEmailChange } from '../../modules/account';
import type { Mailer } from '../../modules/platform';

/** GET /api/auth/email-change?token=…: the link sent to a new address applies the change, then shows /setting. */
export const emailChangeRoutes: FastifyPluginAsyncZod<{ db: Database; mailer: Mailer; brand: Brand }> = async (
  app,
  { db, mailer, brand },
) => {
  registerEndpoint(app, endpoints.account.confirmEmailChange, async (request, reply) => {
    const outcome = await confirmEmailChange(db, mailer, request.query.token, brand);
    return reply.redirect(`${paths.setting.path}?emailChange=${outcome}`, 302);
  });
};
