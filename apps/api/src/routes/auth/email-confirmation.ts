import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paths, type Brand } from '@matri/contracts';
import type { Database } from '../../db/database';
import { confirmEmail } from '../../services/auth/confirm-email';
import { sendEmailVerification } from '../../services/auth/send-email-verification';
import type { Mailer } from '../../services/mail/mailer';
import { requireMember } from '../../plugins/app/authentication';

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
  app.get(
    '/api/auth/email-confirmation',
    {
      schema: {
        tags: ['auth'],
        summary: 'Confirm an e-mail address from the link sent to it',
        querystring: z.object({ confirmation: z.string().min(1).max(200) }).strict(),
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const isConfirmed = await confirmEmail(options.db, request.query.confirmation);
      return reply.redirect(`${paths.dashboard.path}?emailConfirmation=${isConfirmed ? 'confirmed' : 'invalid'}`, 302);
    },
  );

  app.post(
    '/api/auth/send-email-confirmation',
    { schema: { tags: ['auth'], summary: 'Send a new e-mail confirmation link' }, config: { access: 'member' } },
    async (request) => {
      const member = requireMember(request);
      if (!member.isEmailVerified) {
        await sendEmailVerification(options.db, options.mailer, member, { publicUrl: options.publicUrl, brand: options.brand });
      }
      return { ok: true as const, confirmed: member.isEmailVerified };
    },
  );
};
