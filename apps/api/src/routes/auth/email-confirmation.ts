import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, paths, type Brand } from '@matri/contracts';
import type { Database } from '../../db/database';
import { confirmEmail, sendEmailVerification } from '../../modules/account';
import type { Mailer } from '../../modules/platform';
import { requireMember } from '../../plugins/app/authentication';
import { registerEndpoint } from '../../http/register-endpoint';

export interface EmailConfirmationRoutesOptions {
  db: Database;
  brand: Brand;
  mailer: Mailer;
  publicUrl: string;
}

/**
 * Strapi's GET /api/auth/email-confirmation?confirmation=… (the link in the e-mail, so it answers with a redirect to
 * a page) and POST /api/auth/send-email-confirmation for the logged-in member to ask for a new link.
 */
export const emailConfirmationRoutes: FastifyPluginAsyncZod<EmailConfirmationRoutesOptions> = async (app, options) => {
  registerEndpoint(app, endpoints.auth.confirmEmail, async (request, reply) => {
    const isConfirmed = await confirmEmail(options.db, request.query.confirmation);
    return reply.redirect(`${paths.dashboard.path}?emailConfirmation=${isConfirmed ? 'confirmed' : 'invalid'}`, 302);
  });

  registerEndpoint(app, endpoints.auth.sendEmailConfirmation, async (request) => {
    const member = requireMember(request);
    if (!member.isEmailVerified) {
      await sendEmailVerification(options.db, options.mailer, member, {
        publicUrl: options.publicUrl,
        brand: options.brand,
      });
    }
    return { ok: true as const, confirmed: member.isEmailVerified };
  });
};
