import { signOut, type Http } from '@matri/api-client';
import { clearSession } from './session-storage';

/**
 * Sign out: the server first forgets this token (so a copy left anywhere stops working), then local storage is
 * cleared (docs/spec.md section 2). Signing out still works locally when the server cannot be reached.
 */
export async function endSession(http: Http): Promise<void> {
  await signOut(http).catch(() => undefined);
  clearSession();
}
