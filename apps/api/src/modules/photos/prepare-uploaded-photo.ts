import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { photos, photoUploads } from '../../db/schema';
import { lockMember } from '../platform';
import type { PhotoWork } from './photo-work/photo-work';
import type { PhotoStore } from './photo-store';
import { savePhotoFiles } from './save-photo-files';

/**
 * Makes an accepted upload (acceptMemberPhoto) into its photo: re-encoded by `work` (the product's lowest-priority
 * child process), its files written, then, in one transaction under the member's photo lock, the row pointed at them
 * and the upload deleted; a photo deleted meanwhile (or its account) has its new files removed instead, and files
 * written by a run that fails are removed, so nothing is left behind and a run again (the job's retry, or the
 * stored-photos run after a restart) does it once. Pixels that cannot be decoded past a readable header refuse the
 * photo as unreadable. Returns what happened, or null when there was nothing to prepare.
 */
export async function prepareUploadedPhoto(
  db: Database,
  store: PhotoStore,
  work: Pick<PhotoWork, 'prepare'>,
  photoId: number,
): Promise<'prepared' | 'unreadable' | null> {
  const [pending] = await db
    .select({ upload: photoUploads.upload, userId: photos.userId })
    .from(photoUploads)
    .innerJoin(photos, eq(photos.id, photoUploads.photoId))
    .where(eq(photoUploads.photoId, photoId));
  if (!pending) return null;
  const prepared = await work.prepare(pending.upload);
  const settle = (change: Partial<typeof photos.$inferInsert>) =>
    db.transaction(async (tx) => {
      await lockMember(tx, 'photos', pending.userId);
      const [taken] = await tx
        .delete(photoUploads)
        .where(eq(photoUploads.photoId, photoId))
        .returning({ photoId: photoUploads.photoId });
      if (!taken) return false;
      await tx.update(photos).set(change).where(eq(photos.id, photoId));
      return true;
    });
  if (prepared === 'unreadable') {
    const isSettled = await settle({ screening: 'refused', screeningReason: 'unreadable', screenedAt: new Date() });
    return isSettled ? 'unreadable' : null;
  }
  const { fileName, blurFileName } = await savePhotoFiles(store, prepared.data, prepared.blurred);
  const dropFiles = () => Promise.all([store.remove(fileName), store.remove(blurFileName)]);
  let isSettled: boolean;
  try {
    isSettled = await settle({
      fileName,
      blurFileName,
      width: prepared.width,
      height: prepared.height,
      bytes: prepared.data.length,
    });
  } catch (error) {
    await dropFiles();
    throw error;
  }
  if (!isSettled) await dropFiles();
  return isSettled ? 'prepared' : null;
}
