import { getTableColumns, sql } from 'drizzle-orm';
import { MAX_PHOTOS_PER_MEMBER } from '@matri/contracts';
import type { Database } from '../../db/database';
import { photos, type PhotoRow } from '../../db/schema';
import { InvalidInput, lockMember } from '../platform';

const TOO_MANY_PHOTOS = `You can keep at most ${MAX_PHOTOS_PER_MEMBER} photos. Delete one to add another.`;

function tooManyPhotos(): InvalidInput {
  return new InvalidInput(TOO_MANY_PHOTOS, [{ path: ['photo'], message: TOO_MANY_PHOTOS }]);
}

/** What a new photo's row says of its files; the member, the order and the primary photo are decided here. */
export type NewPhotoFiles = Pick<PhotoRow, 'fileName' | 'width' | 'height' | 'bytes'> &
  Partial<Pick<PhotoRow, 'blurFileName'>>;

/**
 * A member's new photo row, its files already stored: the first photo becomes primary and each next one goes last.
 * Under the member's photo lock, so the limit and the single primary photo hold when uploads arrive at once; the
 * files are removed again if the row cannot be written, so neither a row without a file nor an orphaned file is left.
 * One statement after the lock (an upload's round trips are the request thread's time): the primary flag and the
 * position are worked out by the insert itself, and its RETURNING counts the photos there were before it (a
 * statement does not see its own row), so a row past the limit is rolled back with the transaction.
 */
export async function insertMemberPhoto(
  db: Database,
  userId: number,
  files: NewPhotoFiles,
  removeFiles: () => Promise<unknown>,
): Promise<PhotoRow> {
  const theirs = sql`${photos} where ${photos.userId} = ${userId}`;
  try {
    return await db.transaction(async (tx) => {
      await lockMember(tx, 'photos', userId);
      const [{ photosBefore, ...row }] = await tx
        .insert(photos)
        .values({
          ...files,
          userId,
          isPrimary: sql`not exists (select from ${theirs} and ${photos.isPrimary})`,
          position: sql`(select coalesce(max(${photos.position}) + 1, 0) from ${theirs})`,
        })
        .returning({
          ...getTableColumns(photos),
          photosBefore: sql<number>`(select count(*) from ${theirs})`.mapWith(Number),
        });
      if (photosBefore >= MAX_PHOTOS_PER_MEMBER) throw tooManyPhotos();
      return row;
    });
  } catch (error) {
    await removeFiles();
    throw error;
  }
}
