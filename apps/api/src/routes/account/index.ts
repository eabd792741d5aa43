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
import type { AttemptLimit } from '../../plugins/app/attempt-limits';
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

/** Password guesses through these forms (a stolen session guessing the password) are limited like log in. */
const passwordLimits: AttemptLimit[] = [{ name: 'password check per member', max: 5, windowMinutes: 5, per: 'member' }];

/** /setting: the account itself. */
export interface AccountRoutesOptions {
  db: Database;
  mailer: Mailer;
  sms: SmsSender;
  brand: Brand;
  publicUrl: string;
}

/** SMS cost money and reach a phone: three codes per member in 15 minutes, and few per address across members. */
const codeSendLimits: AttemptLimit[] = [
  { name: 'mobile code per member', max: 3, windowMinutes: 15, per: 'member' },
  { name: 'mobile code per address', max: 10, windowMinutes: 60, per: 'address' },
];

/** A code allows five guesses; members from one address get a bounded number of codes tried. */
const codeCheckLimits: AttemptLimit[] = [{ name: 'mobile code check per address', max: 20, windowMinutes: 60, per: 'address' }];

export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, { db, mailer, sms, brand, publicUrl }) => {
  app.post(
    '/api/users/me/password',
    {
      schema: { tags: ['account'], summary: 'Change your password; every other session ends', body: ChangePasswordSchema },
      config: { access: 'member', limits: passwordLimits },
    },
    async (request) => {
      const user = await changePassword(db, requireMember(request), request.body);
      return { jwt: await app.tokens.sign({ userId: user.id, tokenVersion: user.tokenVersion }), user: toMemberJson(user, null) };
    },
  );

  app.put(
    '/api/users/me/hidden',
    { schema: { tags: ['account'], summary: 'Hide your profile from everyone, or show it again', body: ProfileHidingSchema }, config: { access: 'member' } },
    async (request) => {
      const user = await setProfileHidden(db, requireMember(request), request.body.isHidden);
      return { isHidden: user.status === 'hidden' };
    },
  );

  app.get(
    '/api/users/me/export',
    { schema: { tags: ['account'], summary: 'Download everything we hold about you, as JSON' }, config: { access: 'member' } },
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
      config: { access: 'member', limits: passwordLimits },
    },
    async (request) => {
      await deleteAccount(db, requireMember(request), request.body);
      return { ok: true as const };
    },
  );

  app.patch(
    '/api/users/me/notifications',
    { schema: { tags: ['account'], summary: 'Choose which e-mails you get', body: NotificationSettingsSchema }, config: { access: 'member' } },
    async (request) => updateNotifications(db, requireMember(request), request.body),
  );

  app.post(
    '/api/users/me/email',
    {
      schema: { tags: ['account'], summary: 'Change your e-mail address: a link is sent to the new one', body: ChangeEmailSchema },
      config: { access: 'member', limits: passwordLimits },
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
      config: { access: 'public' },
    },
    async (request, reply) => {
      const outcome = await confirmEmailChange(db, mailer, request.query.token, brand);
      return reply.redirect(`${paths.setting.path}?emailChange=${outcome}`, 302);
    },
  );

  app.post(
    '/api/users/me/mobile/code',
    { schema: { tags: ['account'], summary: 'Send a code by SMS to verify your mobile number' }, config: { access: 'member', limits: codeSendLimits } },
    async (request) => {
      const member = requireMember(request);
      if (!member.isMobileVerified) await sendMobileCode(db, sms, member, brand);
      return { ok: true as const, verified: member.isMobileVerified };
    },
  );

  app.post(
    '/api/users/me/mobile/verify',
    { schema: { tags: ['account'], summary: 'Verify your mobile number with the code sent to it', body: VerifyMobileSchema }, config: { access: 'member', limits: codeCheckLimits } },
    async (request) => {
      await verifyMobileCode(db, requireMember(request), request.body.code);
      return { ok: true as const, verified: true };
    },
  );
};
