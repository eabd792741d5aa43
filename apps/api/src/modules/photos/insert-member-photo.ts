import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { MAX_PHOTOS_PER_MEMBER } from '@matri/contracts';
import type { Database } from '../../db/database';
import { preparedPerDatabase } from '../../db/prepared-per-database';
import { photos, type PhotoRow } from '../../db/schema';
import { InvalidInput, LOCK_SPACES } from '../platform';

const TOO_MANY_PHOTOS = `You can keep at most ${MAX_PHOTOS_PER_MEMBER} photos. Delete one to add another.`;

function tooManyPhotos(): InvalidInput {
  return new InvalidInput(TOO_MANY_PHOTOS, [{ path: ['photo'], message: TOO_MANY_PHOTOS }]);
}

/** What a new photo's row says of its files; the member, the order and the primary photo are decided here. */
export type NewPhotoFiles = Pick<PhotoRow, 'fileName' | 'width' | 'height' | 'bytes'> &
  Partial<Pick<PhotoRow, 'blurFileName'>>;

const placeholder = (name: keyof NewPhotoFiles | 'userId') => sql.placeholder(name);

/** The photos table's columns, each read from a row of that type as drizzle reads the table's own rows. */
const photoColumns = Object.fromEntries(
  Object.entries(getTableColumns(photos)).map(([key, column]) => [
    key,
    sql`${sql.identifier(column.name)}`.mapWith(column),
  ]),
) as { [K in keyof PhotoRow]: SQL<PhotoRow[K]> };

/**
 * The row as the database function `insert_member_photo` (migration 0049) writes it: the lock, the limit, the primary
 * flag and the position in one statement, the upload's one round trip for its row where a transaction took four
 * (each round trip wakes a PostgreSQL backend on the cores that serve the requests).
 */
const insertQuery = preparedPerDatabase((db) =>
  db
    .select(photoColumns)
    .from(
      sql`insert_member_photo(${LOCK_SPACES.photos}::int, ${placeholder('userId')}::int, ${MAX_PHOTOS_PER_MEMBER}::int,
        ${placeholder('fileName')}::text, ${placeholder('blurFileName')}::text, ${placeholder('width')}::int,
        ${placeholder('height')}::int, ${placeholder('bytes')}::int)`,
    )
    .prepare('insert_member_photo'),
);

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
    const [row] = await insertQuery(db).execute({ ...files, blurFileName: files.blurFileName ?? null, userId });
    if (!row) throw tooManyPhotos();
    return row;
  } catch (error) {
    await removeFiles();
    throw error;
  }
}
