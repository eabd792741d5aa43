import { createHmac, timingSafeEqual } from 'node:crypto';
import { PHOTO_LINK_ACCESS_PATTERN, PHOTO_LINK_LIFETIME_S, PHOTO_LINK_STEP_S } from '@matri/contracts';
import { PHOTO_URL_PREFIX, PRIVATE_PHOTO_PREFIX, isPhotoFileName } from './photo-store';

/** How far ahead of this host's clock another API host's may run and its links still be honoured here. */
const CLOCK_SLACK_S = PHOTO_LINK_STEP_S;

let signingKey: Buffer | null = null;

/**
 * The key private photo links are signed with, derived from the API's signing secret. Set once by buildApp: every
 * API process of a deployment shares JWT_SECRET, so a link made by one is honoured by the others.
 */
export function usePhotoLinkSecret(secret: string): void {
  const key = createHmac('sha256', secret).update('private-photo-links').digest();
  if (signingKey && !signingKey.equals(key))
    throw new Error('Private photo links are already signed with another secret in this process');
  signingKey = key;
}

function signature(fileName: string, viewerId: number, expires: number): string {
  if (!signingKey) throw new Error('usePhotoLinkSecret was not called');
  return createHmac('sha256', signingKey).update(`${fileName}|${viewerId}|${expires}`).digest('base64url').slice(0, 32);
}

/**
 * The address a viewer gets for a photo: the public one when its owner shows photos to everyone, otherwise a link
 * signed for this viewer that ends within PHOTO_LINK_LIFETIME_S (on a whole step, so a page's addresses stay the same
 * for that step and browsers may keep the photo that long). Who may see it is checked again on every request.
 */
export function photoLinkFor(
  fileName: string,
  access: { isPublic: boolean; viewerId: number },
  now = Date.now(),
): string {
  if (access.isPublic) return `${PHOTO_URL_PREFIX}${fileName}`;
  const expires = Math.floor(now / 1000 / PHOTO_LINK_STEP_S) * PHOTO_LINK_STEP_S + PHOTO_LINK_LIFETIME_S;
  return `${PRIVATE_PHOTO_PREFIX}${fileName}?access=${access.viewerId}.${expires}.${signature(fileName, access.viewerId, expires)}`;
}

/** How a browser may keep a photo of a private link: privately, never past the link's end. */
export function privateCacheControl(expires: number, now = Date.now()): string {
  return `private, max-age=${Math.max(0, Math.min(PHOTO_LINK_LIFETIME_S, expires - Math.floor(now / 1000)))}`;
}

/** A private link's viewer and end (seconds since 1970). */
export interface PhotoLink {
  viewerId: number;
  expires: number;
}

/** The viewer a private link was signed for and until when, or null for a link that is forged, altered or ended. */
export function verifyPhotoLink(fileName: string, access: string, now = Date.now()): PhotoLink | null {
  const match = PHOTO_LINK_ACCESS_PATTERN.exec(access);
  if (!match || !isPhotoFileName(fileName)) return null;
  const [viewerId, expires] = [Number(match[1]), Number(match[2])];
  const expected = Buffer.from(signature(fileName, viewerId, expires));
  const given = Buffer.from(match[3]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  // A link signed for longer than links now last (before they were shortened) ends when a new one would. A step's
  // slack lets in the links of another API host whose clock runs up to a minute ahead of this one's.
  if (expires * 1000 <= now || expires * 1000 > now + (PHOTO_LINK_LIFETIME_S + CLOCK_SLACK_S) * 1000) return null;
  return { viewerId, expires };
}
