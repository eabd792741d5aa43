import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { photoFaces } from '../../db/schema';
import { decodeFaceDescriptors } from './face-descriptor-bytes';

/**
 * The kept descriptors of the faces in each of these photos (keepPhotoFaces), by photo id; a photo is missing when
 * none are kept of the file it holds now (never read, or cropped since).
 */
export async function photoFacesOf(
  db: Database,
  photos: readonly { id: number; fileName: string }[],
): Promise<Map<number, number[][]>> {
  if (photos.length === 0) return new Map();
  const rows = await db
    .select()
    .from(photoFaces)
    .where(
      inArray(
        photoFaces.photoId,
        photos.map((photo) => photo.id),
      ),
    );
  const current = new Map(photos.map((photo) => [photo.id, photo.fileName]));
  return new Map(
    rows
      .filter((row) => current.get(row.photoId) === row.fileName)
      .map((row) => [row.photoId, decodeFaceDescriptors(row.descriptors, row.faces)]),
  );
}
