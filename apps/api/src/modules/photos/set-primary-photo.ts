import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { lockMember, NotFound } from '../platform';
import { photos, type PhotoRow } from '../../db/schema';
import { forgetPhotoVerification } from './forget-photo-verification';

/** Makes one of the member's own photos the primary one (the avatar and the photo others see first). */
export async function setPrimaryPhoto(db: Database, userId: number, photoId: number): Promise<PhotoRow> {
  return db.transaction(async (tx) => {
    await lockMember(tx, 'photos', userId);
    const [target] = await tx
      .select()
      .from(photos)
      .where(and(eq(photos.id, photoId), eq(photos.userId, userId)));
    if (!target) throw new NotFound({ en: 'You have no photo with this id.', hi: 'इस ID की कोई फ़ोटो आपके पास नहीं है।' });
    if (!target.isPrimary) await forgetPhotoVerification(tx, userId);
    await tx
      .update(photos)
      .set({ isPrimary: false })
      .where(and(eq(photos.userId, userId), eq(photos.isPrimary, true)));
    const [primary] = await tx.update(photos).set({ isPrimary: true }).where(eq(photos.id, photoId)).returning();
    return primary;
  });
}
