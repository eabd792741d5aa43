import { z } from 'zod';
import { ForgotPasswordSchema, LoginSchema, RegisterSchema, ResetPasswordSchema } from '../schemas/auth';
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
    summary: 'Create an account and its profile',
    tags: ['auth'],
    body: RegisterSchema.strict(),
    status: 201,
    response: AuthAnswerSchema,
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
    summary: 'E-mail a password reset link',
    tags: ['auth'],
    body: ForgotPasswordSchema.strict(),
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
