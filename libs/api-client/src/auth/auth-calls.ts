import type { ForgotPassword, Login, Register, ResetPassword } from '@matri/contracts';
import type { Http } from '../http/create-http-client';

/** The answer of log in and sign up (Strapi users-permissions contract). */
export interface AuthResponse {
  jwt: string;
  user: { id: number | string; email: string; full_name?: string };
}

export function logIn(http: Http, body: Login): Promise<AuthResponse> {
  return http.post<AuthResponse>('/api/auth/local', body);
}

export function register(http: Http, body: Register): Promise<AuthResponse> {
  return http.post<AuthResponse>('/api/auth/local/register', body);
}

export function requestPasswordReset(http: Http, body: ForgotPassword): Promise<{ ok: true }> {
  return http.post<{ ok: true }>('/api/auth/forgot-password', body);
}

export function resetPassword(http: Http, body: ResetPassword): Promise<AuthResponse> {
  return http.post<AuthResponse>('/api/auth/reset-password', body);
}

/** Ends this session on the server: the token stops working everywhere, even where a copy of it was left. */
export function signOut(http: Http): Promise<{ ok: true }> {
  return http.post<{ ok: true }>('/api/auth/sign-out');
}
