import { signOut, type Http } from '@matri/api-client';
import { forgetMemberData } from './forget-member-data';
import { clearSession } from './session-storage';

/**
 * Sign out: the server first forgets this token (so a copy left anywhere stops working), then local storage is
 * cleared (docs/spec.md section 2). Signing out still works locally when the server cannot be reached.
 *
 * The offline copies of the member's data are gone before the tab leaves (clearSession deletes them too, without
 * waiting: a page that stays may go on).
 *
 * With `leave`, the tab then leaves the page (the member area goes to the login page): the page's own parts are not
 * told the session ended, or a member page's gate would first send the member to the login page with that page as
 * `next`, a navigation that raced `leave`'s and sometimes won.
 */
export async function endSession(http: Http, leave?: () => void): Promise<void> {
  // Before the server forgets the token: a request the page makes meanwhile and is refused sends the member to the
  // login page with this page as `next`, so the moment between the two must be short.
  await forgetMemberData();
  await signOut(http).catch(() => undefined);
  if (!leave) return clearSession();
  clearSession({ isAnnounced: false });
  leave();
}
