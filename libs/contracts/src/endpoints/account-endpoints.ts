import { z } from 'zod';
import {
  ChangeEmailSchema,
  ChangeMobileSchema,
  ChangePasswordSchema,
  ConfirmMobileChangeSchema,
  DeleteAccountSchema,
  ProfileHidingSchema,
  VerifyMobileSchema,
} from '../schemas/account';
import { AuthAnswerSchema } from '../schemas/member';
import { OwnProfileAnswerSchema } from '../schemas/own-profile';
import { NotificationSettingsSchema } from '../schemas/privacy';
import { DoneSchema } from './done-answer';
import { FileAnswerSchema } from './file-answer';
import { defineEndpoint } from './define-endpoint';

/** /setting: the account itself (password, e-mail, mobile, hiding, e-mails wanted, the data we hold, deletion). */
export const accountEndpoints = {
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/api/users/me/password',
    summary: 'Change your password; every other session ends',
    tags: ['account'],
    body: ChangePasswordSchema,
    response: AuthAnswerSchema,
  }),
  setHidden: defineEndpoint({
    method: 'PUT',
    path: '/api/users/me/hidden',
    summary: 'Hide your profile from everyone, or show it again',
    tags: ['account'],
    body: ProfileHidingSchema,
    response: ProfileHidingSchema,
  }),
  exportData: defineEndpoint({
    method: 'GET',
    path: '/api/users/me/export',
    summary: 'Download everything we hold about you, as a JSON file',
    tags: ['account'],
    produces: ['application/json'],
    response: FileAnswerSchema,
  }),
  deleteAccount: defineEndpoint({
    method: 'POST',
    path: '/api/users/me/deletion',
    summary: 'Delete your account (restorable by logging in for 30 days)',
    tags: ['account'],
    body: DeleteAccountSchema,
    response: DoneSchema,
  }),
  updateNotifications: defineEndpoint({
    method: 'PATCH',
    path: '/api/users/me/notifications',
    summary: 'Choose which e-mails you get',
    tags: ['account'],
    body: NotificationSettingsSchema,
    response: OwnProfileAnswerSchema,
  }),
  changeEmail: defineEndpoint({
    method: 'POST',
    path: '/api/users/me/email',
    summary: 'Change your e-mail address: a link is sent to the new one',
    tags: ['account'],
    body: ChangeEmailSchema,
    response: z.object({ ok: z.literal(true), sentTo: z.string() }),
  }),
  confirmEmailChange: defineEndpoint({
    method: 'GET',
    path: '/api/auth/email-change',
    access: 'public',
    summary: 'Apply an e-mail change from the link sent to the new address; the browser is sent on to /setting',
    tags: ['account'],
    query: z.object({ token: z.string().min(1).max(200) }).strict(),
    status: 302,
    response: z.void(),
  }),
  sendMobileCode: defineEndpoint({
    method: 'POST',
    path: '/api/users/me/mobile/code',
    summary: 'Send a code by SMS to verify your mobile number',
    tags: ['account'],
    response: z.object({ ok: z.literal(true), verified: z.boolean() }),
  }),
  verifyMobile: defineEndpoint({
    method: 'POST',
    path: '/api/users/me/mobile/verify',
    summary: 'Verify your mobile number with the code sent to it',
    tags: ['account'],
    body: VerifyMobileSchema,
    response: z.object({ ok: z.literal(true), verified: z.literal(true) }),
  }),
  changeMobile: defineEndpoint({
    method: 'POST',
    path: '/api/users/me/mobile/change',
    summary:
      'Change your mobile number: a code is sent by SMS to the new one (the same answer whether or not the number has an account)',
    tags: ['account'],
    body: ChangeMobileSchema,
    response: z.object({ ok: z.literal(true), sentTo: z.string() }),
  }),
  confirmMobileChange: defineEndpoint({
    method: 'POST',
    path: '/api/users/me/mobile/change/confirm',
    summary: 'Make the new number yours with the code sent to it; the old number is told',
    tags: ['account'],
    body: ConfirmMobileChangeSchema,
    response: z.object({ ok: z.literal(true), mobile: z.string() }),
  }),
};
