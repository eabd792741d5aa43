import { count, eq } from 'drizzle-orm';
import { MAX_PHOTOS_PER_MEMBER } from '@matri/contracts';
import type { Database } from '../../db/database';
import { photos, type PhotoRow } from '../../db/schema';
import { InvalidInput, lockMember } from '../platform';

const TOO_MANY_PHOTOS = `You can keep at most ${MAX_PHOTOS_PER_MEMBER} photos. Delete one to add another.`;

export function tooManyPhotos(): InvalidInput {
  return new InvalidInput(TOO_MANY_PHOTOS, [{ path: ['photo'], message: TOO_MANY_PHOTOS }]);
}

export async function photoCount(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(photos).where(eq(photos.userId, userId));
  return row?.n ?? 0;
}

/** What a new photo's row says of its files; the member, the order and the primary photo are decided here. */
export type NewPhotoFiles = Pick<PhotoRow, 'fileName' | 'width' | 'height' | 'bytes'> &
  Partial<Pick<PhotoRow, 'blurFileName'>>;

/**
 * A member's new photo row, its files already stored: the first photo becomes primary and each next one goes last.
 * Under the member's photo lock, so the limit and the single primary photo hold when uploads arrive at once; the
 * files are removed again if the row cannot be written, so neither a row without a file nor an orphaned file is left.
 */
export async function insertMemberPhoto(
  db: Database,
  userId: number,
  files: NewPhotoFiles,
  removeFiles: () => Promise<unknown>,
): Promise<PhotoRow> {
  try {
    return await db.transaction(async (tx) => {
      await lockMember(tx, 'photos', userId);
      const existing = await tx
        .select({ isPrimary: photos.isPrimary, position: photos.position })
        .from(photos)
        .where(eq(photos.userId, userId));
      if (existing.length >= MAX_PHOTOS_PER_MEMBER) throw tooManyPhotos();
      const [row] = await tx
        .insert(photos)
        .values({
          ...files,
          userId,
          isPrimary: !existing.some((p) => p.isPrimary),
          position: existing.reduce((last, p) => Math.max(last, p.position + 1), 0),
        })
        .returning();
      return row;
    });
  } catch (error) {
    await removeFiles();
    throw error;
  }
}
