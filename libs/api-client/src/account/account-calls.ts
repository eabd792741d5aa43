import {
  accountEndpoints,
  authEndpoints,
  type AuthAnswer,
  type ChangeEmail,
  type ChangeMobile,
  type ChangePassword,
  type ConfirmMobileChange,
  type DeleteAccount,
  type NotificationSettings,
  type OwnProfileAnswer,
  type VerifyMobile,
} from '@matri/contracts';
import { callEndpoint } from '../http/call-endpoint';
import type { Http } from '../http/create-http-client';

/** Every session ends; the answer carries this device's new token. */
export function changePassword(http: Http, body: ChangePassword): Promise<AuthAnswer> {
  return callEndpoint(http, accountEndpoints.changePassword, { body });
}

export function setProfileHidden(http: Http, isHidden: boolean): Promise<{ isHidden: boolean }> {
  return callEndpoint(http, accountEndpoints.setHidden, { body: { isHidden } });
}

export function updateNotifications(http: Http, settings: NotificationSettings): Promise<OwnProfileAnswer> {
  return callEndpoint(http, accountEndpoints.updateNotifications, { body: settings });
}

/** Everything held about the member, as the JSON file the API offers for download. */
export function downloadMyData(http: Http): Promise<Blob> {
  return callEndpoint(http, accountEndpoints.exportData);
}

export function deleteAccount(http: Http, body: DeleteAccount): Promise<{ ok: true }> {
  return callEndpoint(http, accountEndpoints.deleteAccount, { body });
}

/** Sends a confirmation link to the new address; the change waits for it. */
export function requestEmailChange(http: Http, body: ChangeEmail): Promise<{ ok: true; sentTo: string }> {
  return callEndpoint(http, accountEndpoints.changeEmail, { body });
}

/** Texts a code to the new number; the change waits for it. */
export function requestMobileChange(http: Http, body: ChangeMobile): Promise<{ ok: true; sentTo: string }> {
  return callEndpoint(http, accountEndpoints.changeMobile, { body });
}

/** Makes the new number the account's with the code sent to it. */
export function confirmMobileChange(http: Http, body: ConfirmMobileChange): Promise<{ ok: true; mobile: string }> {
  return callEndpoint(http, accountEndpoints.confirmMobileChange, { body });
}

export function sendMobileCode(http: Http): Promise<{ ok: true; verified: boolean }> {
  return callEndpoint(http, accountEndpoints.sendMobileCode);
}

export function verifyMobile(http: Http, body: VerifyMobile): Promise<{ ok: true; verified: true }> {
  return callEndpoint(http, accountEndpoints.verifyMobile, { body });
}

/** A new confirmation link for the member's current e-mail address. */
export function resendEmailConfirmation(http: Http): Promise<{ ok: true; confirmed: boolean }> {
  return callEndpoint(http, authEndpoints.sendEmailConfirmation);
}
