import type { BlurredPhotoJson, PhotoJson } from '@matri/contracts';
import type { PhotoRow } from '../../db/schema';
import { photoLinkFor } from './photo-links';
import { photoUrl } from './photo-store';
import { BLURRED_WIDTH_PX } from './render-blurred-photo';

/**
 * A photo for a viewer allowed to see it: its public address when everyone may (`isPublic`), otherwise a link signed
 * for this viewer (modules/photos/photo-links.ts).
 */
export function toPhotoJson(photo: PhotoRow, access: { isPublic: boolean; viewerId: number }): PhotoJson {
  return {
    id: photo.id,
    url: photoLinkFor(photo.fileName, access),
    width: photo.width,
    height: photo.height,
    mime: 'image/webp',
    size: photo.bytes,
    isPrimary: photo.isPrimary,
    isBlurred: false,
    createdAt: photo.createdAt.toISOString(),
  };
}

/** The blurred rendition in place of the photo, or null for photos stored before renditions existed. */
export function toBlurredPhotoJson(photo: PhotoRow): BlurredPhotoJson | null {
  if (!photo.blurFileName) return null;
  const height = Math.round((BLURRED_WIDTH_PX * photo.height) / photo.width);
  return { url: photoUrl(photo.blurFileName), width: BLURRED_WIDTH_PX, height, mime: 'image/webp', isBlurred: true };
}
