import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, type Brand, type Login, type Register } from '@matri/contracts';
import type { Database } from '../../db/database';
import { logInMember } from '../../services/auth/log-in-member';
import { toMemberJson } from '../../services/auth/member-json';
import { ContactsTakenError, registerMember } from '../../services/auth/register-member';
import { hashPassword } from '../../services/auth/password-hashing';
import { isSuspendedContact } from '../../services/reports/suspended-contacts';
import { tellOwnersOfSignUpAttempt } from '../../services/auth/tell-owners-of-sign-up-attempt';
import type { SmsSender } from '../../services/sms/sms-sender';
import { signOutEverywhere } from '../../services/auth/sign-out-everywhere';
import { signOutSession } from '../../services/auth/sign-out-session';
import type { AttemptLimit } from '../../plugins/app/attempt-limits';
import { sendEmailVerification } from '../../services/auth/send-email-verification';
import type { Mailer } from '../../services/mail/mailer';
import { requireMember, requireToken } from '../../plugins/app/authentication';
import { registerEndpoint } from '../../http/register-endpoint';

export interface AuthRoutesOptions {
  db: Database;
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

/** Each sign-up costs a password hash and tells whether an address is registered: few per visitor address. */
const signUpLimits: AttemptLimit[] = [
  { name: 'sign-up per address', max: 5, windowMinutes: 60, per: 'address' },
  { name: 'sign-up per e-mail', max: 5, windowMinutes: 5, per: (request) => (request.body as Register).email },
];

/** Strapi users-permissions contract: POST /api/auth/local and /api/auth/local/register answer { jwt, user }. */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { db, brand, mailer, sms, publicUrl },
) => {
  registerEndpoint(
    app,
    endpoints.auth.logIn,
    async (request) => {
      const { user, profile } = await logInMember(db, request.body);
      return {
        jwt: await app.tokens.sign({ userId: user.id, tokenVersion: user.tokenVersion }),
        user: toMemberJson(user, profile),
      };
    },
    { limits: logInLimits },
  );

  registerEndpoint(
    app,
    endpoints.auth.register,
    async (request) => {
      // A suspended member's contacts get the answer any taken contact gets, no sooner (a taken contact's comes after
      // the password's hash), and no owner is told.
      if (await isSuspendedContact(db, request.body.email, request.body.mobile)) {
        await hashPassword(request.body.password);
        throw new ContactsTakenError({ email: null, mobile: null });
      }
      const { user, profile } = await registerMember(db, request.body, brand.profileIdPrefix).catch(
        (error: unknown) => {
          if (error instanceof ContactsTakenError) {
            // In the background: the answer comes as fast whether or not there is an owner to tell.
            void tellOwnersOfSignUpAttempt(mailer, sms, error.taken, { brand, publicUrl }).catch((failure: unknown) =>
              request.log.error({ err: failure }, 'owner of a taken e-mail or mobile not told'),
            );
          }
          throw error;
        },
      );
      // The account exists whatever happens to the mail; the member can ask for a new link from the dashboard.
      await sendEmailVerification(db, mailer, user, { publicUrl, brand }).catch((error: unknown) =>
        request.log.error({ err: error }, 'verification e-mail not sent'),
      );
      return {
        jwt: await app.tokens.sign({ userId: user.id, tokenVersion: user.tokenVersion }),
        user: toMemberJson(user, profile),
      };
    },
    { limits: signUpLimits },
  );

  registerEndpoint(app, endpoints.auth.signOut, async (request) => {
    await signOutSession(db, requireMember(request).id, requireToken(request));
    return { ok: true as const };
  });

  registerEndpoint(app, endpoints.auth.signOutEverywhere, async (request) => {
    await signOutEverywhere(db, requireMember(request).id);
    return { ok: true as const };
  });
};
