import { useSyncExternalStore } from 'react';
import { SESSION_CHANGED_EVENT } from './session-events';
import { getJwt, JWT_STORAGE_KEY } from './session-storage';

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === JWT_STORAGE_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(SESSION_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(SESSION_CHANGED_EVENT, onChange);
  };
}

/**
 * The jwt, kept in sync with local storage. The server snapshot is null, so prerendered HTML is the logged-out view
 * and hydration never mismatches; the real value arrives right after hydration.
 */
export function useJwt(): string | null {
  return useSyncExternalStore(subscribe, getJwt, () => null);
}
