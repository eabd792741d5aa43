import { MAX_PHOTOS_PER_MEMBER } from '@matri/contracts';
import type { Database } from '../../db/database';
import type { PhotoRow } from '../../db/schema';
import { insertMemberPhoto, photoCount, tooManyPhotos } from './insert-member-photo';
import { normalisePhoto } from './normalise-photo';
import { savePhotoFiles } from './save-photo-files';
import type { PhotoStore } from './photo-store';

/**
 * Stores a new photo (and its blurred rendition) for the member, re-encoded before it is answered: the benchmark's
 * members' photos (a member's upload is accepted first and re-encoded after, acceptMemberPhoto).
 */
export async function addMemberPhoto(
  db: Database,
  store: PhotoStore,
  userId: number,
  upload: Buffer,
): Promise<PhotoRow> {
  if ((await photoCount(db, userId)) >= MAX_PHOTOS_PER_MEMBER) throw tooManyPhotos();
  const photo = await normalisePhoto(upload);
  const { fileName, blurFileName } = await savePhotoFiles(store, photo.data);
  return insertMemberPhoto(
    db,
    userId,
    { fileName, blurFileName, width: photo.width, height: photo.height, bytes: photo.data.length },
    () => Promise.all([store.remove(fileName), store.remove(blurFileName)]),
  );
}
