import type { ChangeEmail, ChangePassword, DeleteAccount, NotificationSettings, OwnProfileAnswer, VerifyMobile } from '@matri/contracts';
import type { AuthResponse } from '../auth/auth-calls';
import type { Http } from '../http/create-http-client';

/** Every session ends; the answer carries this device's new token. */
export function changePassword(http: Http, body: ChangePassword): Promise<AuthResponse> {
  return http.post<AuthResponse>('/api/users/me/password', body);
}

export function setProfileHidden(http: Http, isHidden: boolean): Promise<{ isHidden: boolean }> {
  return http.put<{ isHidden: boolean }>('/api/users/me/hidden', { isHidden });
}

export function updateNotifications(http: Http, settings: NotificationSettings): Promise<OwnProfileAnswer> {
  return http.patch<OwnProfileAnswer>('/api/users/me/notifications', settings);
}

/** Everything held about the member, as the JSON file the API offers for download. */
export function downloadMyData(http: Http): Promise<Blob> {
  return http.get<Blob>('/api/users/me/export', { responseType: 'blob' });
}

export function deleteAccount(http: Http, body: DeleteAccount): Promise<{ ok: true }> {
  return http.post<{ ok: true }>('/api/users/me/deletion', body);
}

/** Sends a confirmation link to the new address; the change waits for it. */
export function requestEmailChange(http: Http, body: ChangeEmail): Promise<{ ok: true; sentTo: string }> {
  return http.post<{ ok: true; sentTo: string }>('/api/users/me/email', body);
}

export function sendMobileCode(http: Http): Promise<{ ok: true; verified: boolean }> {
  return http.post<{ ok: true; verified: boolean }>('/api/users/me/mobile/code');
}

export function verifyMobile(http: Http, body: VerifyMobile): Promise<{ ok: true; verified: true }> {
  return http.post<{ ok: true; verified: true }>('/api/users/me/mobile/verify', body);
}

/** A new confirmation link for the member's current e-mail address. */
export function resendEmailConfirmation(http: Http): Promise<{ ok: true; confirmed: boolean }> {
  return http.post<{ ok: true; confirmed: boolean }>('/api/auth/send-email-confirmation');
}
