import { forgetMemberData } from './forget-member-data';
import { announceSessionChange } from './session-events';

/** Browser storage keys of the session (docs/spec.md section 3). */
export const JWT_STORAGE_KEY = 'jwt';
export const USER_STORAGE_KEY = 'user';

export interface StoredUser {
  id: number | string;
  full_name?: string;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function getJwt(): string | null {
  return storage()?.getItem(JWT_STORAGE_KEY) || null;
}

export function isLoggedIn(): boolean {
  return getJwt() !== null;
}

export function getStoredUser(): StoredUser | null {
  const raw = storage()?.getItem(USER_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && 'id' in parsed) {
      const { id, full_name } = parsed as Record<string, unknown>;
      if (typeof id === 'number' || typeof id === 'string') {
        return { id, full_name: typeof full_name === 'string' ? full_name : undefined };
      }
    }
  } catch {
    // A corrupt value is treated as no user rather than breaking every page.
  }
  return null;
}

/**
 * Keeps the session after a login or a sign-up, or the member's new token and name. A session of another member than
 * the stored one (or of anyone after none) starts without the offline copies a session left behind unended.
 */
export function saveSession(jwt: string, user: StoredUser): void {
  const store = storage();
  if (!store) return;
  if (getStoredUser()?.id !== user.id) void forgetMemberData();
  store.setItem(JWT_STORAGE_KEY, jwt);
  store.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  announceSessionChange();
}

/**
 * Sign out: all local storage is cleared (docs/spec.md section 2), which drops the token, and so are the offline
 * copies of the member's data. This tab's pages are told unless the tab is leaving anyway (`isAnnounced: false`);
 * other tabs learn it from the storage event.
 */
export function clearSession({ isAnnounced = true }: { isAnnounced?: boolean } = {}): void {
  storage()?.clear();
  void forgetMemberData();
  if (isAnnounced) announceSessionChange();
}
