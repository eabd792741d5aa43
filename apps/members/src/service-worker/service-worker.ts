/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import type { RouteMatchCallbackOptions, WorkboxPlugin } from 'workbox-core/types';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheOnly, NetworkFirst } from 'workbox-strategies';
import {
  appAssetBase,
  appForPath,
  FORGET_MEMBER_DATA_MESSAGE,
  isKeptAnswer,
  isOfflineReadable,
  KEEP_MEMBER_ANSWERS_MESSAGE,
  KEPT_COPY_REQUEST_HEADER,
  MEMBER_DATA_CACHE,
  MEMBER_DATA_MAX_AGE_SECONDS,
  OFFLINE_COPY_HEADER,
  type KeptAnswer,
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

/** The session a request is made in, as kept beside its answer: a digest of its bearer header, never the token. */
async function tokenDigestOf(authorization: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(authorization));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Where a kept answer says whose session it was sent in (not sent to the page). */
const KEPT_FOR_HEADER = 'X-Kept-For';

/**
 * A kept answer is stored under its address alone (not the request, whose Authorization header would be stored too),
 * with the session it was sent in, and given back only in that session: the cache is deleted when a session ends,
 * and this holds too for a page that asks before a deletion has finished. One taken from the cache says when the API
 * sent it, so the page can tell the member how old it is.
 */
const keptPerSession: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request, state }) => {
    const authorization = request.headers.get('Authorization');
    if (state && authorization) state['tokenDigest'] = await tokenDigestOf(authorization);
    return request.url;
  },
  cacheWillUpdate: async ({ response, state }) => {
    const tokenDigest = state?.['tokenDigest'];
    if (typeof tokenDigest !== 'string') return null;
    const headers = new Headers(response.headers);
    headers.set(KEPT_FOR_HEADER, tokenDigest);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  },
  cachedResponseWillBeUsed: async ({ cachedResponse, state }) => {
    const sentAt = cachedResponse?.headers.get('Date');
    if (!cachedResponse || !sentAt || cachedResponse.headers.get(KEPT_FOR_HEADER) !== state?.['tokenDigest'])
      return null;
    const headers = new Headers(cachedResponse.headers);
    headers.delete(KEPT_FOR_HEADER);
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

const memberDataExpiration = new ExpirationPlugin({ maxAgeSeconds: MEMBER_DATA_MAX_AGE_SECONDS, maxEntries: 100 });

/**
 * Keeps the answers a page had before this worker controlled it (a member's first visit), as if they had passed it,
 * in the session they were sent in; never over an answer the worker kept itself, which is as new or newer.
 */
async function keepPageAnswers(answers: readonly KeptAnswer[], event: ExtendableEvent): Promise<void> {
  const session = endedSessions;
  const cache = await caches.open(MEMBER_DATA_CACHE);
  for (const { url, authorization, body, sentAt } of answers) {
    const address = new URL(url);
    if (address.origin !== self.location.origin || !isOfflineReadable('GET', address.pathname)) continue;
    const tokenDigest = await tokenDigestOf(authorization);
    if (await cache.match(url)) continue;
    // Checked last before the put: a session ended while this waited keeps nothing of it.
    if (session !== endedSessions) return;
    const headers = { 'Content-Type': 'application/json; charset=utf-8', Date: sentAt, [KEPT_FOR_HEADER]: tokenDigest };
    const newResponse = new Response(body, { status: 200, headers });
    await cache.put(url, newResponse.clone());
    await memberDataExpiration.cacheDidUpdate?.({
      cacheName: MEMBER_DATA_CACHE,
      request: new Request(url),
      newResponse,
      event,
    });
  }
}
self.addEventListener('message', (event) => {
  const message = event.data as { type?: unknown; answers?: unknown } | null;
  if (message?.type !== KEEP_MEMBER_ANSWERS_MESSAGE || !Array.isArray(message.answers)) return;
  event.waitUntil(keepPageAnswers(message.answers.filter(isKeptAnswer), event));
});

/** Only a member's request (with its token) is kept or answered, so a visitor's page is never given a member's data. */
function isMemberDataRequest({ request, url, sameOrigin }: RouteMatchCallbackOptions): boolean {
  return sameOrigin && request.headers.has('Authorization') && isOfflineReadable(request.method, url.pathname);
}

// What the page shows at once while the same request goes to the network (libs/api-client `kept-copies.ts`): the kept
// answer alone, or 204 when there is none, never the network; a 204 is no error in the page's console, as a refusal
// would be.
const keptOnly = new CacheOnly({ cacheName: MEMBER_DATA_CACHE, plugins: [memberDataExpiration, keptPerSession] });
registerRoute(
  (options) => isMemberDataRequest(options) && options.request.headers.has(KEPT_COPY_REQUEST_HEADER),
  async (options) => keptOnly.handle(options).catch(() => new Response(null, { status: 204 })),
);

// The member's own data, from the network whenever it answers; the last answer only when it does not.
registerRoute(
  isMemberDataRequest,
  new NetworkFirst({
    cacheName: MEMBER_DATA_CACHE,
    plugins: [sameSession, new CacheableResponsePlugin({ statuses: [200] }), memberDataExpiration, keptPerSession],
  }),
);
