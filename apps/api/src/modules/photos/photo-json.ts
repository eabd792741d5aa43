import { photoScreeningNote, say, type BlurredPhotoJson, type PhotoJson } from '@matri/contracts';
import type { PhotoRow } from '../../db/schema';
import { photoLinkFor } from './photo-links';
import { photoUrl } from './photo-store';
import { BLURRED_WIDTH_PX } from './render-blurred-photo';

/**
 * A photo for a viewer allowed to see it: its public address when everyone may (`isPublic`) and it passed screening,
 * otherwise a link signed for this viewer (modules/photos/photo-links.ts). Only its owner and admins get a photo not
 * passed, with what its screening means in their language.
 */
export function toPhotoJson(photo: PhotoRow, access: { isPublic: boolean; viewerId: number }): PhotoJson {
  const note = photoScreeningNote(photo.screening, photo.screeningReason);
  return {
    id: photo.id,
    url: photoLinkFor(photo.fileName, { ...access, isPublic: access.isPublic && photo.screening === 'passed' }),
    width: photo.width,
    height: photo.height,
    mime: 'image/webp',
    size: photo.bytes,
    isPrimary: photo.isPrimary,
    isBlurred: false,
    createdAt: photo.createdAt.toISOString(),
    screening: photo.screening,
    screeningNote: note ? say(note) : null,
    // An accepted upload's row has no file until it is re-encoded (accept-member-photo.ts).
    isPrepared: photo.bytes > 0,
  };
}

/**
 * The blurred rendition in place of the photo, or null for photos stored before renditions existed and for photos
 * not passed screening (even blurred, a refused photo's colours and shapes are not for others).
 */
export function toBlurredPhotoJson(photo: PhotoRow): BlurredPhotoJson | null {
  if (!photo.blurFileName || photo.screening !== 'passed') return null;
  const height = Math.round((BLURRED_WIDTH_PX * photo.height) / photo.width);
  return { url: photoUrl(photo.blurFileName), width: BLURRED_WIDTH_PX, height, mime: 'image/webp', isBlurred: true };
}
