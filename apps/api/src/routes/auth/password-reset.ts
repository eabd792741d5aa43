import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  endpoints,
  type Brand,
  type ForgotPassword,
  type ResetPassword,
  type ResetPasswordBySms,
} from '@matri/contracts';
import type { Database } from '../../db/database';
import type { AttemptLimit } from '../../plugins/app/attempt-limits';
import {
  toMemberJson,
  requestPasswordReset,
  resetPassword,
  resetPasswordBySms,
  sendPasswordResetCode,
  type PasswordHasher,
} from '../../modules/account';
import type { Mailer, SmsSender } from '../../modules/platform';
import { registerEndpoint } from '../../http/register-endpoint';

export interface PasswordResetRoutesOptions {
  db: Database;
  passwords: PasswordHasher;
  brand: Brand;
  mailer: Mailer;
  sms: SmsSender;
  publicUrl: string;
}

const forgotTarget = (request: { body: unknown }) => {
  const body = request.body as ForgotPassword;
  return body.email ?? body.mobile ?? null;
};

/** Each request sends a mail or a text: few per address, few to one inbox or phone, and a text costs money. */
const forgotLimits: AttemptLimit[] = [
  { name: 'forgot-password per address', max: 10, windowMinutes: 60, per: 'address' },
  { name: 'forgot-password per e-mail', max: 5, windowMinutes: 15, per: forgotTarget },
  { name: 'forgot-password per account a day', max: 10, windowMinutes: 24 * 60, per: forgotTarget },
];

/** Reset codes are long and random; these keep anyone from trying many. */
const resetLimits: AttemptLimit[] = [
  { name: 'reset-password per address', max: 20, windowMinutes: 60, per: 'address' },
  { name: 'reset-password per code', max: 5, windowMinutes: 5, per: (request) => (request.body as ResetPassword).code },
];

/**
 * An SMS code is six digits with five guesses each (modules/account/spend-mobile-code.ts); these bound the guesses
 * at one number across its codes and from one address across numbers.
 */
const smsResetLimits: AttemptLimit[] = [
  { name: 'reset-password per address', max: 20, windowMinutes: 60, per: 'address' },
  {
    name: 'reset-password by SMS per mobile',
    max: 10,
    windowMinutes: 60,
    per: (request) => (request.body as ResetPasswordBySms).mobile,
  },
];

/** Strapi's POST /api/auth/forgot-password and POST /api/auth/reset-password, and a reset by SMS code. */
export const passwordResetRoutes: FastifyPluginAsyncZod<PasswordResetRoutesOptions> = async (app, options) => {
  registerEndpoint(
    app,
    endpoints.auth.forgotPassword,
    async (request, reply) => {
      const { email, mobile } = request.body;
      if (email !== undefined) {
        await requestPasswordReset(options.db, options.mailer, {
          email,
          publicUrl: options.publicUrl,
          brand: options.brand,
        });
      } else if (mobile !== undefined) {
        app.afterAnswer(reply, 'password reset code not sent', () =>
          sendPasswordResetCode(options.db, options.sms, mobile, options.brand),
        );
      }
      return { ok: true as const };
    },
    { limits: forgotLimits },
  );

  registerEndpoint(
    app,
    endpoints.auth.resetPassword,
    async (request) => {
      const { user, profile } = await resetPassword(options.db, options.passwords, request.body);
      return {
        jwt: await app.tokens.sign({ userId: user.id, tokenVersion: user.tokenVersion }),
        user: toMemberJson(user, profile),
      };
    },
    { limits: resetLimits },
  );

  registerEndpoint(
    app,
    endpoints.auth.resetPasswordBySms,
    async (request) => {
      const { user, profile } = await resetPasswordBySms(options.db, options.passwords, request.body);
      return {
        jwt: await app.tokens.sign({ userId: user.id, tokenVersion: user.tokenVersion }),
        user: toMemberJson(user, profile),
      };
    },
    { limits: smsResetLimits },
  );
};
