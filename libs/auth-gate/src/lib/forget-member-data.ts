import { MEMBER_DATA_CACHE } from '@matri/contracts';

/**
 * Deletes what the member area's service worker kept of the member's data (their own pages' answers, shown offline),
 * so nobody who uses this browser next sees them; the shell and its files stay, they hold nobody's data.
 */
export async function forgetMemberData(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(MEMBER_DATA_CACHE).catch(() => false);
}
