import { and, eq, inArray, isNotNull, lt, notExists, or } from 'drizzle-orm';
import { ACCOUNT_DELETION_GRACE_DAYS } from '@matri/contracts';
import type { Database } from '../../db/database';
import { contactMessages, photos, reports, users } from '../../db/schema';
import type { PhotoStore } from '../photos';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Erases accounts deleted more than the grace period ago: the member's contact messages, the user row and, through the
 * foreign keys, every other row about the member (modules/account/member-data-tables.ts lists them, and the payment
 * orders tax law keeps); then the photo files. Returns how many accounts were erased.
 *
 * An account suspended after its deletion is erased too, as its suspension's evidence is kept apart (`suspensions`).
 * An account either side of an open report waits until an admin resolves it: erasing it would take the report and
 * its messages with it, so deleting would escape the report, or end a victim's.
 */
export async function purgeDeletedAccounts(db: Database, store: PhotoStore, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - ACCOUNT_DELETION_GRACE_DAYS * DAY_MS);
  const expired = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        or(eq(users.status, 'deleted'), and(eq(users.status, 'suspended'), isNotNull(users.deletedAt))),
        lt(users.deletedAt, cutoff),
        notExists(
          db
            .select({ id: reports.id })
            .from(reports)
            .where(
              and(eq(reports.status, 'open'), or(eq(reports.reporterId, users.id), eq(reports.reportedId, users.id))),
            ),
        ),
      ),
    );
  if (expired.length === 0) return 0;
  const ids = expired.map((row) => row.id);
  const files = await db
    .select({ fileName: photos.fileName, blurFileName: photos.blurFileName })
    .from(photos)
    .where(inArray(photos.userId, ids));
  await db.transaction(async (tx) => {
    // Their foreign key only unlinks them (for the support team while a case is open): an erased member's must go.
    await tx.delete(contactMessages).where(inArray(contactMessages.userId, ids));
    await tx.delete(users).where(inArray(users.id, ids));
  });
  // Files go after the rows: a failure here leaves unreferenced files, never rows pointing at missing files.
  await Promise.all(
    files.flatMap((file) => [file.fileName, file.blurFileName]).map((name) => (name ? store.remove(name) : undefined)),
  );
  return ids.length;
}
