import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChangeEmailSchema,
  ChangePasswordSchema,
  DeleteAccountSchema,
  NotificationSettingsSchema,
  paths,
  ProfileHidingSchema,
  VerifyMobileSchema,
  type Brand,
} from '@matri/contracts';
import type { Database } from '../../db/database';
import { requireMember } from '../../plugins/app/authentication';
import { attemptsPerIdentifier } from '../../plugins/external/rate-limit';
import { toMemberJson } from '../../services/auth/member-json';
import { changePassword } from '../../services/account/change-password';
import { confirmEmailChange } from '../../services/account/confirm-email-change';
import { requestEmailChange } from '../../services/account/request-email-change';
import type { Mailer } from '../../services/mail/mailer';
import type { SmsSender } from '../../services/sms/sms-sender';
import { sendMobileCode } from '../../services/account/send-mobile-code';
import { verifyMobileCode } from '../../services/account/verify-mobile-code';
import { deleteAccount } from '../../services/account/delete-account';
import { exportMemberData } from '../../services/account/export-member-data';
import { setProfileHidden } from '../../services/account/set-profile-hidden';
import { updateNotifications } from '../../services/account/update-notifications';

/** Password guesses through these forms are limited like log in. */
const passwordAttempts = { ...attemptsPerIdentifier('currentPassword'), keyGenerator: (request: { member: { id: number } | null; ip: string }) => `account:${request.member?.id}|${request.ip}` };

/** /setting: the account itself. */
export interface AccountRoutesOptions {
  db: Database;
  mailer: Mailer;
  sms: SmsSender;
  brand: Brand;
  publicUrl: string;
}

/** SMS cost money and reach a phone: three codes per member in 15 minutes. */
const codeSends = {
  max: 3,
  timeWindow: '15 minutes',
  hook: 'preHandler' as const,
  keyGenerator: (request: { member: { id: number } | null; ip: string }) => `mobile-code:${request.member?.id ?? request.ip}`,
};

export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, { db, mailer, sms, brand, publicUrl }) => {
  app.post(
    '/api/users/me/password',
    {
      schema: { tags: ['account'], summary: 'Change your password; every other session ends', body: ChangePasswordSchema },
      preHandler: app.authenticate,
      config: { rateLimit: passwordAttempts },
    },
    async (request) => {
      const user = await changePassword(db, requireMember(request), request.body);
      return { jwt: await app.tokens.sign({ userId: user.id, tokenVersion: user.tokenVersion }), user: toMemberJson(user, null) };
    },
  );

  app.put(
    '/api/users/me/hidden',
    { schema: { tags: ['account'], summary: 'Hide your profile from everyone, or show it again', body: ProfileHidingSchema }, preHandler: app.authenticate },
    async (request) => {
      const user = await setProfileHidden(db, requireMember(request), request.body.isHidden);
      return { isHidden: user.status === 'hidden' };
    },
  );

  app.get(
    '/api/users/me/export',
    { schema: { tags: ['account'], summary: 'Download everything we hold about you, as JSON' }, preHandler: app.authenticate },
    async (request, reply) => {
      const data = await exportMemberData(db, requireMember(request));
      const name = data.profile?.profileCode ?? `member-${data.account.id}`;
      return reply
        .header('content-disposition', `attachment; filename="${name}-data.json"`)
        .header('cache-control', 'no-store')
        .type('application/json')
        .send(JSON.stringify(data, null, 2));
    },
  );

  app.post(
    '/api/users/me/deletion',
    {
      schema: { tags: ['account'], summary: 'Delete your account (restorable by logging in for 30 days)', body: DeleteAccountSchema },
      preHandler: app.authenticate,
      config: { rateLimit: passwordAttempts },
    },
    async (request) => {
      await deleteAccount(db, requireMember(request), request.body);
      return { ok: true as const };
    },
  );

  app.patch(
    '/api/users/me/notifications',
    { schema: { tags: ['account'], summary: 'Choose which e-mails you get', body: NotificationSettingsSchema }, preHandler: app.authenticate },
    async (request) => updateNotifications(db, requireMember(request), request.body),
  );

  app.post(
    '/api/users/me/email',
    {
      schema: { tags: ['account'], summary: 'Change your e-mail address: a link is sent to the new one', body: ChangeEmailSchema },
      preHandler: app.authenticate,
      config: { rateLimit: passwordAttempts },
    },
    async (request) => {
      await requestEmailChange(db, mailer, requireMember(request), request.body, { publicUrl, brand });
      return { ok: true as const, sentTo: request.body.newEmail };
    },
  );

  app.get(
    '/api/auth/email-change',
    {
      schema: {
        tags: ['account'],
        summary: 'Apply an e-mail change from the link sent to the new address',
        querystring: z.object({ token: z.string().min(1).max(200) }).strict(),
      },
    },
    async (request, reply) => {
      const outcome = await confirmEmailChange(db, mailer, request.query.token, brand);
      return reply.redirect(`${paths.setting.path}?emailChange=${outcome}`, 302);
    },
  );

  app.post(
    '/api/users/me/mobile/code',
    { schema: { tags: ['account'], summary: 'Send a code by SMS to verify your mobile number' }, preHandler: app.authenticate, config: { rateLimit: codeSends } },
    async (request) => {
      const member = requireMember(request);
      if (!member.isMobileVerified) await sendMobileCode(db, sms, member, brand);
      return { ok: true as const, verified: member.isMobileVerified };
    },
  );

  app.post(
    '/api/users/me/mobile/verify',
    { schema: { tags: ['account'], summary: 'Verify your mobile number with the code sent to it', body: VerifyMobileSchema }, preHandler: app.authenticate },
    async (request) => {
      await verifyMobileCode(db, requireMember(request), request.body.code);
      return { ok: true as const, verified: true };
    },
  );
};
