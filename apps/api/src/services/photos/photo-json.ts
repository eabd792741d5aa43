import type { PhotoRow } from '../../db/schema';
import { photoUrl } from './photo-store';

/** A photo as the API answers it (Strapi's media fields: url relative to the API, width, height). */
export interface PhotoJson {
  id: number;
  url: string;
  width: number;
  height: number;
  mime: 'image/webp';
  size: number;
  is_primary: boolean;
  createdAt: string;
}

export function toPhotoJson(photo: PhotoRow): PhotoJson {
  return {
    id: photo.id,
    url: photoUrl(photo.fileName),
    width: photo.width,
    height: photo.height,
    mime: 'image/webp',
    size: photo.bytes,
    is_primary: photo.isPrimary,
    createdAt: photo.createdAt.toISOString(),
  };
}
