/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import type { WorkboxPlugin } from 'workbox-core/types';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import {
  appAssetBase,
  appForPath,
  FORGET_MEMBER_DATA_MESSAGE,
  isOfflineReadable,
  MEMBER_DATA_CACHE,
  MEMBER_DATA_MAX_AGE_SECONDS,
  OFFLINE_COPY_HEADER,
} from '@matri/contracts';

declare const self: ServiceWorkerGlobalScope & {
  /** The built files to keep, with their revisions: written here by the build (tools/build/service-worker.ts). */
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

// A new build's worker takes over at once: its shell and files are the ones the server now has.
void self.skipWaiting();
clientsClaim();

// The shell and the hashed files it loads, kept on the phone: a returning member's page starts without the network.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every member page is the same shell (the server answers them all with it), so each opens from the kept one.
const shell = createHandlerBoundToURL(`${appAssetBase.members}index.html`);
registerRoute(({ request, url }) => request.mode === 'navigate' && appForPath(url.pathname).app === 'members', shell);

/**
 * A kept answer is stored under its address alone (not the request, whose Authorization header would be stored too),
 * and one taken from the cache says when the API sent it, so the page can tell the member how old it is.
 */
const offlineCopy: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => request.url,
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    const sentAt = cachedResponse?.headers.get('Date');
    if (!cachedResponse || !sentAt) return cachedResponse ?? null;
    const headers = new Headers(cachedResponse.headers);
    headers.set(OFFLINE_COPY_HEADER, sentAt);
    return new Response(cachedResponse.body, {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
};

/** Counts the sessions ended in this browser (FORGET_MEMBER_DATA_MESSAGE): an answer is kept only within its own. */
let endedSessions = 0;
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type !== FORGET_MEMBER_DATA_MESSAGE) return;
  endedSessions += 1;
  // Again here: an answer may have been kept between the page's own deletion and this message.
  event.waitUntil(caches.delete(MEMBER_DATA_CACHE));
});
const sameSession: WorkboxPlugin = {
  requestWillFetch: async ({ request, state }) => {
    if (state) state['session'] = endedSessions;
    return request;
  },
  cacheWillUpdate: async ({ response, state }) => (state?.['session'] === endedSessions ? response : null),
};

// The member's own data, from the network whenever it answers; the last answer only when it does not. Only a member's
// request (with its token) is kept or answered, so a visitor's page is never given a member's data.
registerRoute(
  ({ request, url, sameOrigin }) =>
    sameOrigin && request.headers.has('Authorization') && isOfflineReadable(request.method, url.pathname),
  new NetworkFirst({
    cacheName: MEMBER_DATA_CACHE,
    plugins: [
      sameSession,
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxAgeSeconds: MEMBER_DATA_MAX_AGE_SECONDS, maxEntries: 100 }),
      offlineCopy,
    ],
  }),
);
