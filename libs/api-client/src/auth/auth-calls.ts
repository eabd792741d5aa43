import {
  authEndpoints,
  type AuthAnswer,
  type ForgotPassword,
  type Login,
  type Register,
  type ResetPassword,
} from '@matri/contracts';
import { callEndpoint } from '../http/call-endpoint';
import type { Http } from '../http/create-http-client';

export function logIn(http: Http, body: Login): Promise<AuthAnswer> {
  return callEndpoint(http, authEndpoints.logIn, { body });
}

export function register(http: Http, body: Register): Promise<AuthAnswer> {
  return callEndpoint(http, authEndpoints.register, { body });
}

export function requestPasswordReset(http: Http, body: ForgotPassword): Promise<{ ok: true }> {
  return callEndpoint(http, authEndpoints.forgotPassword, { body });
}

export function resetPassword(http: Http, body: ResetPassword): Promise<AuthAnswer> {
  return callEndpoint(http, authEndpoints.resetPassword, { body });
}

/** Ends this session on the server: the token stops working everywhere, even where a copy of it was left. */
export function signOut(http: Http): Promise<{ ok: true }> {
  return callEndpoint(http, authEndpoints.signOut);
}
