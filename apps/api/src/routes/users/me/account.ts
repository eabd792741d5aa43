import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, type Brand } from '@matri/contracts';
import type { Database } from '../../../db/database';
import { registerEndpoint } from '../../../http/register-endpoint';
import { requireMember } from '../../../plugins/app/authentication';
import type { AttemptLimit } from '../../../plugins/app/attempt-limits';
import {
  toMemberJson,
  changePassword,
  requestEmailChange,
  sendMobileCode,
  verifyMobileCode,
  requestMobileChange,
  sendMobileChangeCode,
  confirmMobileChange,
  sendMobileChangedNotice,
  deleteAccount,
  sendDeletionNotice,
  exportMemberData,
  setProfileHidden,
  updateNotifications,
  type PasswordHasher,
} from '../../../modules/account';
import type { Mailer, SmsSender } from '../../../modules/platform';

/** Password guesses through these forms (a stolen session guessing the password) are limited like log in. */
const passwordLimits: AttemptLimit[] = [{ name: 'password check per member', max: 5, windowMinutes: 5, per: 'member' }];

/**
 * Each request mails an address the member typed (a link, or a notice to the owner of a taken one): a few a day are
 * plenty for a real move and keep the form from being a mailing tool.
 */
const emailChangeLimits: AttemptLimit[] = [
  ...passwordLimits,
  { name: 'e-mail change per member', max: 5, windowMinutes: 24 * 60, per: 'member' },
];

/** /setting: the account itself. */
export interface AccountRoutesOptions {
  db: Database;
  passwords: PasswordHasher;
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
const codeCheckLimits: AttemptLimit[] = [
  { name: 'mobile code check per address', max: 20, windowMinutes: 60, per: 'address' },
];

/**
 * Each mobile change texts a number the member typed (a code, or a notice to the owner of a taken one), and a text
 * costs money: the code limits, and a few a day, as for an e-mail change.
 */
const mobileChangeLimits: AttemptLimit[] = [
  ...passwordLimits,
  ...codeSendLimits,
  { name: 'mobile change per member', max: 5, windowMinutes: 24 * 60, per: 'member' },
];

export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (
  app,
  { db, passwords, mailer, sms, brand, publicUrl },
) => {
  registerEndpoint(
    app,
    endpoints.account.changePassword,
    async (request) => {
      const user = await changePassword(db, passwords, requireMember(request), request.body);
      return {
        jwt: await app.tokens.sign({ userId: user.id, tokenVersion: user.tokenVersion }),
        user: toMemberJson(user, null),
      };
    },
    { limits: passwordLimits },
  );

  registerEndpoint(app, endpoints.account.setHidden, async (request) => {
    const user = await setProfileHidden(db, requireMember(request), request.body.isHidden);
    return { isHidden: user.status === 'hidden' };
  });

  registerEndpoint(app, endpoints.account.exportData, async (request, reply) => {
    const data = await exportMemberData(db, requireMember(request));
    const name = data.profile?.profileCode ?? `member-${data.account.id}`;
    return reply
      .header('content-disposition', `attachment; filename="${name}-data.json"`)
      .header('cache-control', 'no-store')
      .type('application/json')
      .send(JSON.stringify(data, null, 2));
  });

  registerEndpoint(
    app,
    endpoints.account.deleteAccount,
    async (request) => {
      const deleted = await deleteAccount(db, passwords, requireMember(request), request.body);
      // The account is deleted whatever happens to the notice; the member saw it confirmed on the page.
      if (deleted?.deletedAt) {
        await sendDeletionNotice(mailer, sms, deleted, deleted.deletedAt, { publicUrl, brand }).catch(
          (error: unknown) => request.log.error({ err: error }, 'deletion notice not sent'),
        );
      }
      return { ok: true as const };
    },
    { limits: passwordLimits },
  );

  registerEndpoint(app, endpoints.account.updateNotifications, async (request) =>
    updateNotifications(db, requireMember(request), request.body),
  );

  registerEndpoint(
    app,
    endpoints.account.changeEmail,
    async (request) => {
      await requestEmailChange(db, passwords, mailer, requireMember(request), request.body, { publicUrl, brand });
      return { ok: true as const, sentTo: request.body.newEmail };
    },
    { limits: emailChangeLimits },
  );

  registerEndpoint(
    app,
    endpoints.account.sendMobileCode,
    async (request) => {
      const member = requireMember(request);
      if (!member.isMobileVerified) await sendMobileCode(db, sms, member, brand);
      return { ok: true as const, verified: member.isMobileVerified };
    },
    { limits: codeSendLimits },
  );

  registerEndpoint(
    app,
    endpoints.account.verifyMobile,
    async (request) => {
      await verifyMobileCode(db, requireMember(request), request.body.code);
      return { ok: true as const, verified: true as const };
    },
    { limits: codeCheckLimits },
  );

  registerEndpoint(
    app,
    endpoints.account.changeMobile,
    async (request, reply) => {
      const member = requireMember(request);
      const { newMobile } = request.body;
      await requestMobileChange(passwords, member, request.body);
      app.afterAnswer(reply, 'mobile change code not sent', () =>
        sendMobileChangeCode(db, sms, member, newMobile, brand),
      );
      return { ok: true as const, sentTo: newMobile };
    },
    { limits: mobileChangeLimits },
  );

  registerEndpoint(
    app,
    endpoints.account.confirmMobileChange,
    async (request, reply) => {
      const member = requireMember(request);
      const mobile = await confirmMobileChange(db, member, request.body.code);
      app.afterAnswer(reply, 'mobile changed notice not sent', () =>
        sendMobileChangedNotice(sms, member, mobile, brand),
      );
      return { ok: true as const, mobile };
    },
    { limits: codeCheckLimits },
  );
};
