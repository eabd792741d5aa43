/**
 * What the member area's service worker keeps of a member's data, so a page opened offline shows what the member saw
 * last (docs/spec.md section 2's pages, read without a network): the member's own GET answers below, kept per address
 * in one cache that sign-out, an ended session and a new sign-in delete. Nothing of an admin, nothing with a path
 * parameter (another member's profile, a conversation), no photo: only what the member's own pages open with.
 */
export const MEMBER_DATA_CACHE = 'member-data';

/** Set by the service worker on an answer it took from MEMBER_DATA_CACHE: when the API sent it (an HTTP date). */
export const OFFLINE_COPY_HEADER = 'X-Offline-Copy';

/**
 * Sent by a page that wants the service worker's kept answer alone, at once, while the same request goes to the
 * network: the worker answers from MEMBER_DATA_CACHE (marked with OFFLINE_COPY_HEADER) or with 204 when it keeps none
 * for this session, and never asks the network for it.
 */
export const KEPT_COPY_REQUEST_HEADER = 'X-Kept-Copy';

/**
 * What a page posts to the service worker when a member's session ends: the worker deletes MEMBER_DATA_CACHE itself
 * and keeps no answer to a request made before, so an answer still on its way at sign-out is not kept after it.
 */
export const FORGET_MEMBER_DATA_MESSAGE = 'forget-member-data';

/**
 * What a page posts to the service worker once the worker controls it, when the page's first answers came before
 * (a member's first visit): those answers, so the worker keeps them as its own (`KeptAnswer`), and the member's next
 * visit finds the shell's and the page's data on the phone, not only what was asked after the worker came.
 */
export const KEEP_MEMBER_ANSWERS_MESSAGE = 'keep-member-answers';

/** An answer a page hands to the worker to keep (KEEP_MEMBER_ANSWERS_MESSAGE). */
export interface KeptAnswer {
  /** The request's absolute address. */
  url: string;
  /** The bearer header it was sent with: the worker keeps only a digest of it, as for its own answers. */
  authorization: string;
  /** The answer's JSON text and when the API sent it (its Date header). */
  body: string;
  sentAt: string;
}

function isJsonText(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

function isAbsoluteUrl(text: string): boolean {
  try {
    new URL(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether a posted entry is a KeptAnswer the worker can keep and later give back: any page of the origin may post to
 * the worker, so an entry of another shape (a field missing, a date no Date header can carry, a body the page could
 * not read back) is left out rather than stored or failing the others.
 */
export function isKeptAnswer(value: unknown): value is KeptAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const { url, authorization, body, sentAt } = value as Record<string, unknown>;
  return (
    typeof url === 'string' &&
    isAbsoluteUrl(url) &&
    typeof authorization === 'string' &&
    /^Bearer [^\s]+$/.test(authorization) &&
    typeof sentAt === 'string' &&
    !Number.isNaN(Date.parse(sentAt)) &&
    typeof body === 'string' &&
    isJsonText(body)
  );
}

/** How long a kept answer may be shown offline: a week-old inbox is still what the member saw last. */
export const MEMBER_DATA_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/** Member-only GET endpoints (their descriptions' paths, checked by the test beside this file). */
export const offlineReadablePaths: readonly string[] = [
  '/api/users/me',
  '/api/users/me/profile',
  '/api/users/me/partner-preferences',
  '/api/users/me/photos',
  '/api/users/me/viewers',
  '/api/users/me/membership',
  '/api/matches',
  '/api/shortlist',
  '/api/interests',
  '/api/conversations',
  '/api/conversations/unread',
  '/api/notifications',
];

/** Whether the worker may answer this request from MEMBER_DATA_CACHE when the network fails. */
export function isOfflineReadable(method: string, pathname: string): boolean {
  return method === 'GET' && offlineReadablePaths.includes(pathname);
}
