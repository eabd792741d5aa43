import type { Database } from '../../db/database';
import { insertMemberPhoto, type NewPhoto } from './insert-member-photo';
import { checkUpload } from './normalise-photo';
import type { PhotoStore } from './photo-store';

/**
 * Takes a member's upload (spooled to the file `upload`, which the caller removes) and answers before its pixels are
 * touched: what can be judged without decoding them (type, a readable header, the size) is judged here with the same
 * words as ever; the upload as sent is copied to the store and the photo's row names it with 0 bytes, which no address
 * serves (photo-access.ts: not even to its owner, since it still holds the EXIF and GPS position) and screening does
 * not read, until the photo-work process has re-encoded it (prepareUploadedPhoto, run by the photo's screening job).
 * The row is "checking" with its upright stored size; the first photo becomes primary. Deleting the photo or erasing
 * the account removes the file as any photo's. The photo limit is judged by the insert alone (insertMemberPhoto), not
 * counted before as well: a member at the limit has the upload stored and removed again, every other upload one round
 * trip less.
 */
export async function acceptMemberPhoto(
  db: Database,
  store: PhotoStore,
  userId: number,
  upload: string,
): Promise<NewPhoto> {
  const { width, height } = await checkUpload(upload);
  const fileName = await store.saveFile(upload);
  return insertMemberPhoto(db, userId, { fileName, width, height, bytes: 0 }, () => store.remove(fileName));
}
