import { createApiRuntime } from '@matri/api-client';
import { clearSession, getJwt, isLeavingSession } from '@matri/auth-gate';
import { currentLanguage, loginHref, type Brand } from '@matri/contracts';
import { forgetKeptCopy, noteKeptCopy, noteOfflineCopy } from '../session/offline-copies';

export const brand: Brand = __BRAND__;

/**
 * A token the API no longer accepts ends the session here too: the member logs in again, in the language they read,
 * and comes back to this page. Not when the member signed out here: that tab is already on its way to the login page.
 */
function leaveEndedSession() {
  if (isLeavingSession()) return;
  clearSession();
  window.location.replace(loginHref(`${window.location.pathname}${window.location.search}`, currentLanguage()));
}

export const {
  config: runtimeConfig,
  http,
  ready: apiReady,
} = createApiRuntime(__API_BASE_URL__, getJwt, {
  onSessionEnded: leaveEndedSession,
  onOfflineCopy: noteOfflineCopy,
  onKeptCopy: noteKeptCopy,
  onKeptCopyReplaced: forgetKeptCopy,
});
