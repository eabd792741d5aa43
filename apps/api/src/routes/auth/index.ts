import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, type Brand, type Login, type Register } from '@matri/contracts';
import type { Database } from '../../db/database';
import {
  logInMember,
  sendRestoreNotice,
  toMemberJson,
  confirmSignUp,
  deleteExpiredSignUps,
  resendSignUpCode,
  sendSignUpMessages,
  sendSignUpText,
  startSignUp,
  signOutEverywhere,
  signOutSession,
  sendEmailVerification,
  type PasswordHasher,
} from '../../modules/account';
import type { SmsSender, Mailer } from '../../modules/platform';
import type { AttemptLimit } from '../../plugins/app/attempt-limits';
import { requireMember, requireToken } from '../../plugins/app/authentication';
import { registerEndpoint } from '../../http/register-endpoint';

export interface AuthRoutesOptions {
  db: Database;
  passwords: PasswordHasher;
  brand: Brand;
  mailer: Mailer;
  sms: SmsSender;
  publicUrl: string;
}

/** A password can be guessed for one account from many addresses, and many accounts from one address: both count. */
const logInLimits: AttemptLimit[] = [
  { name: 'log-in per address', max: 10, windowMinutes: 10, per: 'address' },
  { name: 'log-in per account', max: 5, windowMinutes: 5, per: (request) => (request.body as Login).identifier },
];

/** Each sign-up costs a password hash and sends a text: few per visitor address. */
const signUpLimits: AttemptLimit[] = [
  { name: 'sign-up per address', max: 5, windowMinutes: 60, per: 'address' },
  { name: 'sign-up per e-mail', max: 5, windowMinutes: 5, per: (request) => (request.body as Register).email },
];

/**
 * A sign-up's code has a few guesses of its own (modules/account/auth/confirm-sign-up.ts); one address trying many
 * sign-ups' codes is stopped here.
 */
const signUpCodeLimits: AttemptLimit[] = [
  { name: 'sign-up code per address', max: 20, windowMinutes: 10, per: 'address' },
];
const signUpResendLimits: AttemptLimit[] = [
  { name: 'sign-up resend per address', max: 10, windowMinutes: 60, per: 'address' },
];

/**
 * Strapi users-permissions contract: POST /api/auth/local answers { jwt, user }, and so does a sign-up once the code
 * sent to its mobile comes back (POST /api/auth/local/register, then /api/auth/local/register/confirm).
 */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { db, passwords, brand, mailer, sms, publicUrl },
) => {
  registerEndpoint(
    app,
    endpoints.auth.logIn,
    async (request) => {
      const { user, profile, restored } = await logInMember(db, passwords, request.body, brand);
      if (restored) {
        // The account is back whatever happens to the mail; the page says so as well.
        await sendRestoreNotice(mailer, user, brand).catch((error: unknown) =>
          request.log.error({ err: error }, 'restore notice not sent'),
        );
      }
      return {
        jwt: await app.tokens.sign({ userId: user.id, tokenVersion: user.tokenVersion }),
        user: toMemberJson(user, profile),
        ...(restored ? { restored: true as const } : {}),
      };
    },
    { limits: logInLimits },
  );

  registerEndpoint(
    app,
    endpoints.auth.register,
    async (request, reply) => {
      const { answer, messages } = await startSignUp(db, passwords, request.body);
      app.afterAnswer(reply, 'sign-up messages not sent', () =>
        sendSignUpMessages(db, { mailer, sms }, messages, { brand, publicUrl }),
      );
      return answer;
    },
    { limits: signUpLimits },
  );

  registerEndpoint(
    app,
    endpoints.auth.confirmSignUp,
    async (request) => {
      const { user, profile } = await confirmSignUp(db, request.body, brand.profileIdPrefix);
      // The account exists whatever happens to the mail; the member can ask for a new link from the dashboard.
      await sendEmailVerification(db, mailer, user, { publicUrl, brand }).catch((error: unknown) =>
        request.log.error({ err: error }, 'verification e-mail not sent'),
      );
      return {
        jwt: await app.tokens.sign({ userId: user.id, tokenVersion: user.tokenVersion }),
        user: toMemberJson(user, profile),
      };
    },
    { limits: signUpCodeLimits },
  );

  registerEndpoint(
    app,
    endpoints.auth.resendSignUpCode,
    async (request, reply) => {
      const { answer, mobile, text } = await resendSignUpCode(db, request.body.pendingId);
      app.afterAnswer(reply, 'sign-up code not sent again', () =>
        sendSignUpText(sms, mobile, text, { brand, publicUrl }),
      );
      return answer;
    },
    { limits: signUpResendLimits },
  );

  app.defineJob({
    name: 'expired-sign-ups',
    cron: '*/10 * * * *',
    timeoutSeconds: 5 * 60,
    run: async () => {
      await deleteExpiredSignUps(db);
    },
  });

  registerEndpoint(app, endpoints.auth.signOut, async (request) => {
    await signOutSession(db, requireMember(request).id, requireToken(request));
    return { ok: true as const };
  });

  registerEndpoint(app, endpoints.auth.signOutEverywhere, async (request) => {
    await signOutEverywhere(db, requireMember(request).id);
    return { ok: true as const };
  });
};
