import { FORGET_MEMBER_DATA_MESSAGE, MEMBER_DATA_CACHE } from '@matri/contracts';

/**
 * Deletes what the member area's service worker kept of the member's data (their own pages' answers, shown offline),
 * so nobody who uses this browser next sees them; the shell and its files stay, they hold nobody's data. The worker
 * is told too: answers to the member's requests still on their way (the bell's, the unread count's) would otherwise be
 * kept after the deletion.
 */
export async function forgetMemberData(): Promise<void> {
  if (typeof caches === 'undefined') return;
  // The worker controlling this page is the one whose fetches may still be answering; told at once, without a wait
  // that would widen the moment between the server forgetting the token and the tab leaving (a poll refused then sends
  // the member to the login page with this page as `next`).
  navigator.serviceWorker?.controller?.postMessage({ type: FORGET_MEMBER_DATA_MESSAGE });
  await caches.delete(MEMBER_DATA_CACHE).catch(() => false);
}
