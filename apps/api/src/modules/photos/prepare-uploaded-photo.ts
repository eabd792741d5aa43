import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { photos } from '../../db/schema';
import { lockMember } from '../platform';
import type { PhotoWork } from './photo-work/photo-work';
import type { PhotoStore } from './photo-store';
import { savePhotoFiles } from './save-photo-files';

/**
 * Makes an accepted upload (acceptMemberPhoto: its file the upload as sent, 0 bytes) into its photo: re-encoded by
 * `work` (the product's photo-work child, below the requests), the new files written, then, in one transaction under the
 * member's photo lock, the row pointed at them if it still names the upload; the upload's file goes after. A photo
 * deleted meanwhile (or its account erased, or renamed) has the new files removed instead, and files written by a
 * run that fails are removed, so nothing is left behind and a run again (the job's retry, the stored-photos run after
 * a restart) does it once. Pixels that cannot be decoded past a readable header (or an upload gone from the store)
 * refuse the photo as unreadable. Returns what happened, or null when there was nothing to prepare.
 */
export async function prepareUploadedPhoto(
  db: Database,
  store: PhotoStore,
  work: Pick<PhotoWork, 'prepare'>,
  photoId: number,
): Promise<'prepared' | 'unreadable' | null> {
  const [pending] = await db
    .select({ fileName: photos.fileName, userId: photos.userId })
    .from(photos)
    .where(and(eq(photos.id, photoId), eq(photos.bytes, 0)));
  if (!pending) return null;
  // The photo-work child reads the upload from the store's file where one is on this machine (UploadSource says why).
  const localFile = store.localFile(pending.fileName);
  const upload = localFile ? { file: localFile } : await store.read(pending.fileName);
  const prepared = upload ? await work.prepare(upload) : 'unreadable';
  const settle = (change: Partial<typeof photos.$inferInsert>) =>
    db.transaction(async (tx) => {
      await lockMember(tx, 'photos', pending.userId);
      const [updated] = await tx
        .update(photos)
        .set(change)
        .where(and(eq(photos.id, photoId), eq(photos.fileName, pending.fileName), eq(photos.bytes, 0)))
        .returning({ id: photos.id });
      return updated !== undefined;
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
  if (!isSettled) {
    await dropFiles();
    return null;
  }
  await store.remove(pending.fileName);
  return 'prepared';
}
