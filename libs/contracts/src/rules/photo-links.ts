import { photoEndpoints } from '../endpoints/photo-endpoints';

const SIGNED_LINK_PREFIX = photoEndpoints.privateFile.path.replace(':fileName', '');

/**
 * A private photo's signed link (`/api/photos/<name>?access=<viewer>.<end>.<signature>`) is a bearer link: whoever
 * holds it can load the photo until its end. It lasts minutes, so one passed on is soon useless; the API checks on
 * every request that the viewer may still see the photo, and pages refetch the answers that carry links before they
 * end.
 */
export const PHOTO_LINK_LIFETIME_S = 5 * 60;

/** Links end on whole minutes, so a page's addresses (and the browser's copies) stay the same for a minute. */
export const PHOTO_LINK_STEP_S = 60;

/** The `access` value of a signed link: viewer id, end in seconds since 1970, signature. */
export const PHOTO_LINK_ACCESS_PATTERN = /^(\d{1,10})\.(\d{10})\.([\w-]{32})$/;

/** When a signed photo link ends (ms since 1970), or null for any other address. */
export function photoLinkEnd(url: string): number | null {
  if (!url.startsWith(SIGNED_LINK_PREFIX)) return null;
  const access = /[?&]access=([^&#]*)/.exec(url)?.[1];
  const end = access ? PHOTO_LINK_ACCESS_PATTERN.exec(access)?.[2] : undefined;
  return end ? Number(end) * 1000 : null;
}

/** The earliest end of the signed photo links anywhere in an answer (nested objects and lists), or null for none. */
export function earliestPhotoLinkEnd(answer: unknown): number | null {
  if (typeof answer === 'string') return photoLinkEnd(answer);
  if (typeof answer !== 'object' || answer === null) return null;
  let earliest: number | null = null;
  for (const value of Array.isArray(answer) ? answer : Object.values(answer)) {
    const end = earliestPhotoLinkEnd(value);
    if (end !== null && (earliest === null || end < earliest)) earliest = end;
  }
  return earliest;
}
