import {
  authEndpoints,
  type AuthAnswer,
  type ForgotPassword,
  type Login,
  type PendingSignUp,
  type Register,
  type ResetPassword,
  type ResetPasswordBySms,
  type SignUpCode,
  type SignUpResend,
} from '@matri/contracts';
import { callEndpoint } from '../http/call-endpoint';
import type { Http } from '../http/create-http-client';

export function logIn(http: Http, body: Login): Promise<AuthAnswer> {
  return callEndpoint(http, authEndpoints.logIn, { body });
}

/** Starts a sign-up: a code goes to the mobile by SMS, and confirmSignUp finishes it. */
export function register(http: Http, body: Register): Promise<PendingSignUp> {
  return callEndpoint(http, authEndpoints.register, { body });
}

/** Finishes a sign-up with the code from the SMS: the account is made and logged in. */
export function confirmSignUp(http: Http, body: SignUpCode): Promise<AuthAnswer> {
  return callEndpoint(http, authEndpoints.confirmSignUp, { body });
}

export function resendSignUpCode(http: Http, body: SignUpResend): Promise<PendingSignUp> {
  return callEndpoint(http, authEndpoints.resendSignUpCode, { body });
}

export function requestPasswordReset(http: Http, body: ForgotPassword): Promise<{ ok: true }> {
  return callEndpoint(http, authEndpoints.forgotPassword, { body });
}

export function resetPassword(http: Http, body: ResetPassword): Promise<AuthAnswer> {
  return callEndpoint(http, authEndpoints.resetPassword, { body });
}

/** A new password with the code the account's mobile got by SMS. */
export function resetPasswordBySms(http: Http, body: ResetPasswordBySms): Promise<AuthAnswer> {
  return callEndpoint(http, authEndpoints.resetPasswordBySms, { body });
}

/** Ends this session on the server: the token stops working everywhere, even where a copy of it was left. */
export function signOut(http: Http): Promise<{ ok: true }> {
  return callEndpoint(http, authEndpoints.signOut);
}
