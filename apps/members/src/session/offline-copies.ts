import { useSyncExternalStore } from 'react';

let oldestSentAt: Date | null = null;
const listeners = new Set<() => void>();

function tell(): void {
  for (const listener of listeners) listener();
}

/**
 * An answer came from the service worker's copies, the network being gone: the page shows what the API sent at
 * `sentAt`. The oldest such answer is the one the member is told of.
 */
export function noteOfflineCopy(sentAt: Date): void {
  if (oldestSentAt && oldestSentAt <= sentAt) return;
  oldestSentAt = sentAt;
  tell();
}

/** Back online: the member is no longer told of copies (what they open now comes from the network). */
export function forgetOfflineCopies(): void {
  if (!oldestSentAt) return;
  oldestSentAt = null;
  tell();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** When the API sent the oldest answer the page shows from the worker's copies, or null when it shows none. */
export function useOfflineCopySentAt(): Date | null {
  return useSyncExternalStore(subscribe, () => oldestSentAt);
}
