import { useSyncExternalStore } from 'react';

let oldestSentAt: Date | null = null;
/** The kept copies shown while their fresh answers come, by address, with when the API sent each. */
const keptCopies = new Map<string, Date>();
let oldestKeptSentAt: Date | null = null;
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

function keptCopiesChanged(): void {
  const times = [...keptCopies.values()].map((sentAt) => sentAt.getTime());
  oldestKeptSentAt = times.length ? new Date(Math.min(...times)) : null;
  tell();
}

/** The page shows the worker's kept answer for `url`, sent at `sentAt`, while the network's is on its way. */
export function noteKeptCopy(url: string, sentAt: Date): void {
  keptCopies.set(url, sentAt);
  keptCopiesChanged();
}

/** The fresh answer for `url` replaced its kept copy. */
export function forgetKeptCopy(url: string): void {
  if (keptCopies.delete(url)) keptCopiesChanged();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** When the API sent the oldest answer the page shows from the worker's copies, or null when it shows none. */
export function useOfflineCopySentAt(): Date | null {
  return useSyncExternalStore(subscribe, () => oldestSentAt);
}

/** When the API sent the oldest kept copy the page shows while fresh answers come, or null when it shows none. */
export function useKeptCopySentAt(): Date | null {
  return useSyncExternalStore(subscribe, () => oldestKeptSentAt);
}
