import { eq } from 'drizzle-orm';
import { MAX_PHOTOS_PER_MEMBER } from '@matri/contracts';
import type { Database } from '../../db/database';
import { photos, photoUploads, type PhotoRow } from '../../db/schema';
import { InvalidInput, lockMember } from '../platform';
import { photoCount, TOO_MANY_PHOTOS } from './add-member-photo';
import { checkUpload } from './normalise-photo';
import { newPhotoFileName } from './photo-store';

/**
 * Takes a member's upload and answers before its pixels are touched: what can be judged without decoding them (type,
 * a readable header, the size) is judged here with the same words as ever, then the photo's row is written with the
 * upload itself beside it (photo_uploads, never in the photo store, so never served, EXIF and GPS position
 * included). The row names a file not written yet and has 0 bytes until the photo-work process has re-encoded the
 * upload (prepareUploadedPhoto, run by the photo's screening job), so it is "checking" for its owner and no one else
 * sees it. The first photo becomes primary.
 */
export async function acceptMemberPhoto(db: Database, userId: number, upload: Buffer): Promise<PhotoRow> {
  const tooMany = () => new InvalidInput(TOO_MANY_PHOTOS, [{ path: ['photo'], message: TOO_MANY_PHOTOS }]);
  if ((await photoCount(db, userId)) >= MAX_PHOTOS_PER_MEMBER) throw tooMany();
  const { width, height } = await checkUpload(upload);
  return db.transaction(async (tx) => {
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
        fileName: newPhotoFileName(),
        width,
        height,
        bytes: 0,
        isPrimary: !existing.some((p) => p.isPrimary),
        position: existing.reduce((last, p) => Math.max(last, p.position + 1), 0),
      })
      .returning();
    await tx.insert(photoUploads).values({ photoId: row.id, upload });
    return row;
  });
}
