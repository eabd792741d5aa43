import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { photos } from '../../db/schema';
import { lockMember } from '../platform';
import { photoSource, type PhotoWork, type PreparedFiles } from './photo-work/photo-work';
import type { PhotoStore } from './photo-store';
import { savePreparedFiles } from './save-photo-files';

/** Two new names in `dir` for the work to write a prepared photo to (the system's temporary folder, as the spool's). */
function preparedFilesIn(dir: string): PreparedFiles {
  const file = path.join(dir, `photo-prepared-${randomBytes(12).toString('hex')}`);
  return { photo: file, blurred: `${file}-blurred` };
}

/**
 * Makes an accepted upload (acceptMemberPhoto: its file the upload as sent, 0 bytes) into its photo: re-encoded by
 * `work` (the product's photo-work child, below the requests) into files of the system's temporary folder, which are
 * stored (linked into the local store's folder, or sent to S3) and removed, then, in one transaction under the
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
  // The photo-work child reads the upload from the store's file and writes what it makes to files of its own, so that
  // no photo's bytes cross its channel (PhotoSource says why); they are stored from those files.
  const upload = await photoSource(store, pending.fileName);
  const into = preparedFilesIn(tmpdir());
  // Whatever happens (a child that dies midway, a store that fails), the work's files go: the store has its own links.
  try {
    const prepared = upload ? await work.prepare(upload, into) : 'unreadable';
    return await settlePrepared(db, store, photoId, pending, prepared, into);
  } finally {
    await Promise.all([rm(into.photo, { force: true }), rm(into.blurred, { force: true })]);
  }
}

async function settlePrepared(
  db: Database,
  store: PhotoStore,
  photoId: number,
  pending: { fileName: string; userId: number },
  prepared: Awaited<ReturnType<PhotoWork['prepare']>>,
  into: PreparedFiles,
): Promise<'prepared' | 'unreadable' | null> {
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
  const { fileName, blurFileName } = await savePreparedFiles(store, into);
  const dropFiles = () => Promise.all([store.remove(fileName), store.remove(blurFileName)]);
  let isSettled: boolean;
  try {
    isSettled = await settle({
      fileName,
      blurFileName,
      width: prepared.width,
      height: prepared.height,
      bytes: prepared.bytes,
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
