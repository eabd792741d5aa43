import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { lockMember, NotFound } from '../platform';
import { photos } from '../../db/schema';
import type { PhotoStore } from './photo-store';
import { forgetPhotoVerification } from './forget-photo-verification';

/**
 * Deletes one of the member's own photos; another member's photo is "not found", never "forbidden", so ids cannot be
 * probed. When the primary photo goes, the oldest remaining one takes its place, and the photo-verified badge goes.
 * The file is removed only after the row is gone, so a failure midway never leaves a row pointing at a missing file.
 */
export async function deleteMemberPhoto(
  db: Database,
  store: PhotoStore,
  userId: number,
  photoId: number,
): Promise<void> {
  const files = await db.transaction(async (tx) => {
    await lockMember(tx, 'photos', userId);
    const [deleted] = await tx
      .delete(photos)
      .where(and(eq(photos.id, photoId), eq(photos.userId, userId)))
      .returning();
    if (!deleted) throw new NotFound({ en: 'You have no photo with this id.', hi: 'इस ID की कोई फ़ोटो आपके पास नहीं है।' });
    if (deleted.isPrimary) {
      await forgetPhotoVerification(tx, userId);
      const [next] = await tx
        .select({ id: photos.id })
        .from(photos)
        .where(eq(photos.userId, userId))
        .orderBy(asc(photos.id))
        .limit(1);
      if (next) await tx.update(photos).set({ isPrimary: true }).where(eq(photos.id, next.id));
    }
    return [deleted.fileName, deleted.blurFileName];
  });
  await Promise.all(files.map((name) => (name ? store.remove(name) : undefined)));
}
