import type { Query } from '@tanstack/react-query';
import { earliestPhotoLinkEnd, photoEndpoints, photoLinkEnd } from '@matri/contracts';

/** Answers are fetched again this long before their first photo link ends, so no photo is loaded by a dead link. */
export const PHOTO_LINK_REFRESH_MARGIN_MS = 60_000;

/** The shortest wait between two refreshes of one answer, however close its links are to their end. */
const MIN_REFRESH_MS = 30_000;

const linkEnds = new WeakMap<object, number | null>();

/** The first end of the signed photo links in a query's answer, read once per answer. */
function photoLinksEnd(query: Query): number | null {
  const data: unknown = query.state.data;
  if (typeof data !== 'object' || data === null) return null;
  if (!linkEnds.has(data)) linkEnds.set(data, earliestPhotoLinkEnd(data));
  return linkEnds.get(data) ?? null;
}

/** Whether a query's answer holds signed photo links. */
export function holdsPhotoLinks(query: Query): boolean {
  return photoLinksEnd(query) !== null;
}

/**
 * How long a query's answer stays fresh: until shortly before its first photo link ends, for ever (page data is
 * fetched once, docs/spec.md section 2) when it has none.
 */
export function photoLinkStaleTime(query: Query): number {
  const end = photoLinksEnd(query);
  return end === null ? Infinity : Math.max(0, end - PHOTO_LINK_REFRESH_MARGIN_MS - query.state.dataUpdatedAt);
}

/** When a shown answer with photo links is fetched again (before they end); never for one without. */
export function photoLinkRefetchInterval(query: Query, now = Date.now()): number | false {
  const end = photoLinksEnd(query);
  return end === null ? false : Math.max(MIN_REFRESH_MS, end - PHOTO_LINK_REFRESH_MARGIN_MS - now);
}

/**
 * The signed photo link an image address shows (directly, or through the image optimiser's `url`), or null for any
 * other address: what a broken image's `src` says about which answer to fetch again.
 */
export function signedPhotoLinkOf(src: string, base: string): string | null {
  let address: URL;
  try {
    address = new URL(src, base);
  } catch {
    return null;
  }
  const shown =
    address.pathname === photoEndpoints.optimised.path
      ? address.searchParams.get('url')
      : `${address.pathname}${address.search}`;
  return shown !== null && photoLinkEnd(shown) !== null ? shown : null;
}
