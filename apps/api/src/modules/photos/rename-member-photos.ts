import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { photos } from '../../db/schema';
import { lockMember } from '../platform';
import { newPhotoFileName, type PhotoStore } from './photo-store';

/**
 * Gives every photo of the member a new name, when fewer people may see them: the old addresses (which browsers,
 * other members and caches may hold) stop working at once. The files get their new names first, the rows change in one
 * transaction, and the old names go last with their renderings, so no row ever names a missing file. Blurred
 * renditions keep theirs: they show nothing. A row whose file is already missing (lost, or never written) gets a new
 * name all the same, with nothing behind it: its old address must stop working too, and the member sees the same
 * missing photo as before.
 *
 * `alongside` is written in the same transaction (the narrower audience that calls for the renaming), so either both
 * happen or neither: an audience saved without its renaming would leave the old addresses working, and a retry would
 * find nothing narrower to rename for.
 */
export async function renameMemberPhotos(
  db: Database,
  store: PhotoStore,
  userId: number,
  alongside: (tx: Parameters<Parameters<Database['transaction']>[0]>[0]) => Promise<unknown>,
): Promise<void> {
  const copies: string[] = [];
  let renamed: { fileName: string }[];
  try {
    renamed = await db.transaction(async (tx) => {
      // Under the member's photo lock, so an upload, crop or delete at the same moment waits its turn.
      await lockMember(tx, 'photos', userId);
      await alongside(tx);
      const rows = await tx
        .select({ id: photos.id, fileName: photos.fileName })
        .from(photos)
        .where(eq(photos.userId, userId));
      for (const row of rows) {
        const copy = await store.copy(row.fileName);
        if (copy) copies.push(copy);
        const newName = copy ?? newPhotoFileName();
        await tx.update(photos).set({ fileName: newName }).where(eq(photos.id, row.id));
      }
      return rows;
    });
  } catch (error) {
    await Promise.all(copies.map((name) => store.remove(name)));
    throw error;
  }
  // Only once the rows name the copies: a failure from here on leaves an old file behind, never a row without its file.
  await Promise.all(renamed.map((row) => store.remove(row.fileName)));
}
