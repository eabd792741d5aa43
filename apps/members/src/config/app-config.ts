import { createApiRuntime } from '@matri/api-client';
import { clearSession, getJwt } from '@matri/auth-gate';
import { currentLanguage, loginHref, type Brand } from '@matri/contracts';
import { forgetKeptCopy, noteKeptCopy, noteOfflineCopy } from '../session/offline-copies';

export const brand: Brand = __BRAND__;

/**
 * A token the API no longer accepts ends the session here too: the member logs in again, in the language they read,
 * and comes back to this page.
 */
function leaveEndedSession() {
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
