import { z } from 'zod';
import {
  ForgotPasswordSchema,
  LoginSchema,
  PendingSignUpSchema,
  RegisterSchema,
  ResetPasswordBySmsSchema,
  ResetPasswordSchema,
  SignUpCodeSchema,
  SignUpResendSchema,
} from '../schemas/auth';
import { AuthAnswerSchema } from '../schemas/member';
import { DoneSchema } from './done-answer';
import { defineEndpoint } from './define-endpoint';

/** Log in, sign up, sign out, a forgotten password, the e-mail confirmation (Strapi's users-permissions routes). */
export const authEndpoints = {
  logIn: defineEndpoint({
    method: 'POST',
    path: '/api/auth/local',
    access: 'public',
    summary: 'Log in with e-mail or mobile and password',
    tags: ['auth'],
    body: LoginSchema.strict(),
    response: AuthAnswerSchema,
  }),
  register: defineEndpoint({
    method: 'POST',
    path: '/api/auth/local/register',
    access: 'public',
    summary:
      'Start a sign-up: a code goes by SMS to the mobile, and the account is made once it comes back (the same answer whether the e-mail or mobile already has an account)',
    tags: ['auth'],
    body: RegisterSchema.strict(),
    status: 202,
    response: PendingSignUpSchema,
  }),
  confirmSignUp: defineEndpoint({
    method: 'POST',
    path: '/api/auth/local/register/confirm',
    access: 'public',
    summary: 'Finish a sign-up with the code sent to its mobile: the account and its profile are made, and logged in',
    tags: ['auth'],
    body: SignUpCodeSchema.strict(),
    status: 201,
    response: AuthAnswerSchema,
  }),
  resendSignUpCode: defineEndpoint({
    method: 'POST',
    path: '/api/auth/local/register/resend',
    access: 'public',
    summary: 'Send another code for a sign-up waiting for one',
    tags: ['auth'],
    body: SignUpResendSchema.strict(),
    response: PendingSignUpSchema,
  }),
  signOut: defineEndpoint({
    method: 'POST',
    path: '/api/auth/sign-out',
    summary: 'End this session: the token sent is refused from now on',
    tags: ['auth'],
    response: DoneSchema,
  }),
  signOutEverywhere: defineEndpoint({
    method: 'POST',
    path: '/api/auth/sign-out-everywhere',
    summary: 'End every session of the logged-in member',
    tags: ['auth'],
    response: DoneSchema,
  }),
  forgotPassword: defineEndpoint({
    method: 'POST',
    path: '/api/auth/forgot-password',
    access: 'public',
    summary:
      'Send a password reset: a link to the e-mail address, or a code by SMS to the verified mobile (the same answer whether or not either has an account)',
    tags: ['auth'],
    body: ForgotPasswordSchema,
    response: DoneSchema,
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/api/auth/reset-password',
    access: 'public',
    summary: 'Choose a new password with a reset link',
    tags: ['auth'],
    body: ResetPasswordSchema,
    response: AuthAnswerSchema,
  }),
  resetPasswordBySms: defineEndpoint({
    method: 'POST',
    path: '/api/auth/reset-password/sms',
    access: 'public',
    summary: 'Choose a new password with the code sent by SMS to the account’s mobile',
    tags: ['auth'],
    body: ResetPasswordBySmsSchema,
    response: AuthAnswerSchema,
  }),
  confirmEmail: defineEndpoint({
    method: 'GET',
    path: '/api/auth/email-confirmation',
    access: 'public',
    summary: 'Confirm an e-mail address from the link sent to it; the browser is sent on to the dashboard',
    tags: ['auth'],
    query: z.object({ confirmation: z.string().min(1).max(200) }).strict(),
    status: 302,
    response: z.void(),
  }),
  sendEmailConfirmation: defineEndpoint({
    method: 'POST',
    path: '/api/auth/send-email-confirmation',
    summary: 'Send a new e-mail confirmation link',
    tags: ['auth'],
    response: z.object({ ok: z.literal(true), confirmed: z.boolean() }),
  }),
};
