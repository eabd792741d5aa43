import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, type Brand, type ForgotPassword, type ResetPassword } from '@matri/contracts';
import type { Database } from '../../db/database';
import type { AttemptLimit } from '../../plugins/app/attempt-limits';
import { toMemberJson } from '../../services/auth/member-json';
import { requestPasswordReset } from '../../services/auth/request-password-reset';
import { resetPassword } from '../../services/auth/reset-password';
import type { Mailer } from '../../services/mail/mailer';
import { registerEndpoint } from '../../http/register-endpoint';

export interface PasswordResetRoutesOptions {
  db: Database;
  brand: Brand;
  mailer: Mailer;
  publicUrl: string;
}

/** Each request sends a mail: few per address, and few to one inbox. */
const forgotLimits: AttemptLimit[] = [
  { name: 'forgot-password per address', max: 10, windowMinutes: 60, per: 'address' },
  {
    name: 'forgot-password per e-mail',
    max: 5,
    windowMinutes: 15,
    per: (request) => (request.body as ForgotPassword).email,
  },
];

/** Reset codes are long and random; these keep anyone from trying many. */
const resetLimits: AttemptLimit[] = [
  { name: 'reset-password per address', max: 20, windowMinutes: 60, per: 'address' },
  { name: 'reset-password per code', max: 5, windowMinutes: 5, per: (request) => (request.body as ResetPassword).code },
];

/** Strapi's POST /api/auth/forgot-password and POST /api/auth/reset-password. */
export const passwordResetRoutes: FastifyPluginAsyncZod<PasswordResetRoutesOptions> = async (app, options) => {
  registerEndpoint(
    app,
    endpoints.auth.forgotPassword,
    async (request) => {
      await requestPasswordReset(options.db, options.mailer, {
        email: request.body.email,
        publicUrl: options.publicUrl,
        brand: options.brand,
      });
      return { ok: true as const };
    },
    { limits: forgotLimits },
  );

  registerEndpoint(
    app,
    endpoints.auth.resetPassword,
    async (request) => {
      const { user, profile } = await resetPassword(options.db, request.body);
      return {
        jwt: await app.tokens.sign({ userId: user.id, tokenVersion: user.tokenVersion }),
        user: toMemberJson(user, profile),
      };
    },
    { limits: resetLimits },
  );
};
