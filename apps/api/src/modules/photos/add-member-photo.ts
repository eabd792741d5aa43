import { count, eq } from 'drizzle-orm';
import { MAX_PHOTOS_PER_MEMBER } from '@matri/contracts';
import type { Database } from '../../db/database';
import { lockMember, InvalidInput } from '../platform';
import { photos, type PhotoRow } from '../../db/schema';
import { normalisePhoto } from './normalise-photo';
import { savePhotoFiles } from './save-photo-files';
import type { PhotoStore } from './photo-store';

export const TOO_MANY_PHOTOS = `You can keep at most ${MAX_PHOTOS_PER_MEMBER} photos. Delete one to add another.`;

export async function photoCount(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(photos).where(eq(photos.userId, userId));
  return row?.n ?? 0;
}

/**
 * Stores a new photo (and its blurred rendition) for the member; the first one becomes primary. The files are written
 * before the row and removed again if the row cannot be written, so neither a row without a file nor an orphaned file is left behind.
 */
export async function addMemberPhoto(
  db: Database,
  store: PhotoStore,
  userId: number,
  upload: Buffer,
): Promise<PhotoRow> {
  if ((await photoCount(db, userId)) >= MAX_PHOTOS_PER_MEMBER) {
    throw new InvalidInput(TOO_MANY_PHOTOS, [{ path: ['photo'], message: TOO_MANY_PHOTOS }]);
  }
  const photo = await normalisePhoto(upload);
  const { fileName, blurFileName } = await savePhotoFiles(store, photo.data);
  try {
    return await db.transaction(async (tx) => {
      // Serialises concurrent uploads of one member, so the limit and the single primary photo hold.
      await lockMember(tx, 'photos', userId);
      const existing = await tx
        .select({ isPrimary: photos.isPrimary, position: photos.position })
        .from(photos)
        .where(eq(photos.userId, userId));
      if (existing.length >= MAX_PHOTOS_PER_MEMBER)
        throw new InvalidInput(TOO_MANY_PHOTOS, [{ path: ['photo'], message: TOO_MANY_PHOTOS }]);
      const [row] = await tx
        .insert(photos)
        .values({
          userId,
          fileName,
          blurFileName,
          width: photo.width,
          height: photo.height,
          bytes: photo.data.length,
          isPrimary: !existing.some((p) => p.isPrimary),
          position: existing.reduce((last, p) => Math.max(last, p.position + 1), 0),
        })
        .returning();
      return row;
    });
  } catch (error) {
    await Promise.all([store.remove(fileName), store.remove(blurFileName)]);
    throw error;
  }
}
