import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ForgotPasswordSchema, ResetPasswordSchema, type Brand } from '@matri/contracts';
import type { Database } from '../../db/database';
import { attemptsPerIdentifier } from '../../plugins/external/rate-limit';
import { toMemberJson } from '../../services/auth/member-json';
import { requestPasswordReset } from '../../services/auth/request-password-reset';
import { resetPassword } from '../../services/auth/reset-password';
import type { Mailer } from '../../services/mail/mailer';

export interface PasswordResetRoutesOptions {
  db: Database;
  brand: Brand;
  mailer: Mailer;
  publicUrl: string;
}

/** Strapi's POST /api/auth/forgot-password and POST /api/auth/reset-password. */
export const passwordResetRoutes: FastifyPluginAsyncZod<PasswordResetRoutesOptions> = async (app, options) => {
  app.post(
    '/api/auth/forgot-password',
    {
      schema: { tags: ['auth'], summary: 'E-mail a password reset link', body: ForgotPasswordSchema.strict() },
      config: { rateLimit: attemptsPerIdentifier('email') },
    },
    async (request) => {
      await requestPasswordReset(options.db, options.mailer, { email: request.body.email, publicUrl: options.publicUrl, brand: options.brand });
      return { ok: true as const };
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      schema: { tags: ['auth'], summary: 'Choose a new password with a reset link', body: ResetPasswordSchema },
      config: { rateLimit: attemptsPerIdentifier('code') },
    },
    async (request) => {
      const { user, profile } = await resetPassword(options.db, request.body);
      return { jwt: await app.tokens.sign({ userId: user.id, tokenVersion: user.tokenVersion }), user: toMemberJson(user, profile) };
    },
  );
};
