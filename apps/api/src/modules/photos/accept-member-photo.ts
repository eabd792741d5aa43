import { eq } from 'drizzle-orm';
import { MAX_PHOTOS_PER_MEMBER } from '@matri/contracts';
import type { Database } from '../../db/database';
import { photos, type PhotoRow } from '../../db/schema';
import { InvalidInput, lockMember } from '../platform';
import { photoCount, TOO_MANY_PHOTOS } from './add-member-photo';
import { checkUpload } from './normalise-photo';
import type { PhotoStore } from './photo-store';

/**
 * Takes a member's upload and answers before its pixels are touched: what can be judged without decoding them (type,
 * a readable header, the size) is judged here with the same words as ever; the upload as sent is written to the store
 * and the photo's row names it with 0 bytes, which no address serves (photo-access.ts: not even to its owner, since it
 * still holds the EXIF and GPS position) and screening does not read, until the photo-work process has re-encoded it
 * (prepareUploadedPhoto, run by the photo's screening job). The row is "checking" with its upright stored size; the
 * first photo becomes primary. Deleting the photo or erasing the account removes the file as any photo's.
 */
export async function acceptMemberPhoto(
  db: Database,
  store: PhotoStore,
  userId: number,
  upload: Buffer,
): Promise<PhotoRow> {
  const tooMany = () => new InvalidInput(TOO_MANY_PHOTOS, [{ path: ['photo'], message: TOO_MANY_PHOTOS }]);
  if ((await photoCount(db, userId)) >= MAX_PHOTOS_PER_MEMBER) throw tooMany();
  const { width, height } = await checkUpload(upload);
  const fileName = await store.save(upload);
  try {
    return await db.transaction(async (tx) => {
      // Serialises concurrent uploads of one member, so the limit and the single primary photo hold.
      await lockMember(tx, 'photos', userId);
      const existing = await tx
        .select({ isPrimary: photos.isPrimary, position: photos.position })
        .from(photos)
        .where(eq(photos.userId, userId));
      if (existing.length >= MAX_PHOTOS_PER_MEMBER) throw tooMany();
      const [row] = await tx
        .insert(photos)
        .values({
          userId,
          fileName,
          width,
          height,
          bytes: 0,
          isPrimary: !existing.some((p) => p.isPrimary),
          position: existing.reduce((last, p) => Math.max(last, p.position + 1), 0),
        })
        .returning();
      return row;
    });
  } catch (error) {
    await store.remove(fileName);
    throw error;
  }
}
