import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { MAX_PHOTOS_PER_MEMBER } from '@matri/contracts';
import type { Database } from '../../db/database';
import { preparedPerDatabase } from '../../db/prepared-per-database';
import { photos, profiles, type PhotoRow } from '../../db/schema';
import { InvalidInput, LOCK_SPACES } from '../platform';
import type { PhotoAudience } from './own-photo-access';

const TOO_MANY_PHOTOS = `You can keep at most ${MAX_PHOTOS_PER_MEMBER} photos. Delete one to add another.`;

function tooManyPhotos(): InvalidInput {
  return new InvalidInput(TOO_MANY_PHOTOS, [{ path: ['photo'], message: TOO_MANY_PHOTOS }]);
}

/** What a new photo's row says of its files; the member, the order and the primary photo are decided here. */
export type NewPhotoFiles = Pick<PhotoRow, 'fileName' | 'width' | 'height' | 'bytes'> &
  Partial<Pick<PhotoRow, 'blurFileName'>>;

const placeholder = (name: keyof NewPhotoFiles | 'userId') => sql.placeholder(name);

const written = sql.identifier('written');

/** The photos table's columns, each read from the row written as drizzle reads the table's own rows. */
const writtenColumns = Object.fromEntries(
  Object.entries(getTableColumns(photos)).map(([key, column]) => [
    key,
    sql`${written}.${sql.identifier(column.name)}`.mapWith(column),
  ]),
) as { [K in keyof PhotoRow]: SQL<PhotoRow[K]> };

/**
 * The row as the database function `insert_member_photo` (migration 0049) writes it, and who may see the member's
 * photos for its answer: the lock, the limit, the primary flag and the position in one statement, the upload's one
 * round trip for its row and its answer where a transaction and a read took five (each round trip wakes a PostgreSQL
 * backend on the cores that serve the requests).
 */
const insertQuery = preparedPerDatabase((db) =>
  db
    .select({
      photo: writtenColumns,
      audience: { photoVisibility: profiles.photoVisibility, photoAudience: profiles.photoAudience },
    })
    .from(
      sql`insert_member_photo(${LOCK_SPACES.photos}::int, ${placeholder('userId')}::int, ${MAX_PHOTOS_PER_MEMBER}::int,
        ${placeholder('fileName')}::text, ${placeholder('blurFileName')}::text, ${placeholder('width')}::int,
        ${placeholder('height')}::int, ${placeholder('bytes')}::int) ${written}`,
    )
    .leftJoin(profiles, eq(profiles.userId, sql`${written}.user_id`))
    .prepare('insert_member_photo'),
);

/** A new photo's row, and who may see the member's photos as read with it (its answer's public address). */
export interface NewPhoto {
  photo: PhotoRow;
  audience: PhotoAudience;
}

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
): Promise<NewPhoto> {
  try {
    const [row] = await insertQuery(db).execute({ ...files, blurFileName: files.blurFileName ?? null, userId });
    if (!row) throw tooManyPhotos();
    return row;
  } catch (error) {
    await removeFiles();
    throw error;
  }
}
