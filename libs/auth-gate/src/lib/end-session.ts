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
  isLeaving = leave !== undefined;
  // Before the server forgets the token, so that nothing waits between that and leaving.
  await forgetMemberData();
  await signOut(http).catch(() => undefined);
  if (!leave) return clearSession();
  clearSession({ isAnnounced: false });
  leave();
}

let isLeaving = false;

/**
 * Whether the member signed out and the tab is leaving for the login page. A request the page sent before the server
 * forgot the token is refused once it has (401), and its answer may come after `leave` has started the tab's
 * navigation: that refusal must not send the member to the login page with this page as `next`, a later navigation
 * that replaced `leave`'s (seen in CI: /login?next=%2Fdashboard after "Sign out").
 */
export const isLeavingSession = (): boolean => isLeaving;
