import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { MIN_PHOTO_SIDE_PX, type PhotoCrop } from '@matri/contracts';
import type { Database } from '../../db/database';
import { photos, type PhotoRow } from '../../db/schema';
import type { PhotoStore } from './photo-store';
import { savePhotoFiles } from './save-photo-files';
import { Conflict, InvalidInput, NotFound } from '../platform';

const STORED_WEBP_QUALITY = 82;

/**
 * Keeps only part of one of the member's photos. The result is a new file under a new name (names never change
 * content, so cached copies stay right); the row then points at it, waiting to be screened again, and the old file
 * and its variants go.
 */
export async function cropMemberPhoto(
  db: Database,
  store: PhotoStore,
  userId: number,
  photoId: number,
  crop: PhotoCrop,
): Promise<PhotoRow> {
  const [photo] = await db
    .select()
    .from(photos)
    .where(and(eq(photos.id, photoId), eq(photos.userId, userId)));
  if (!photo) throw new NotFound({ en: 'You have no photo with this id.', hi: 'इस ID की कोई फ़ोटो आपके पास नहीं है।' });
  if (photo.bytes === 0)
    throw new Conflict({
      en: 'This photo is still being checked. Crop it once it shows.',
      hi: 'इस फ़ोटो की जाँच अभी चल रही है। फ़ोटो दिखने लगे, तब इसे काटें।',
    });
  const left = Math.round(crop.x * photo.width);
  const top = Math.round(crop.y * photo.height);
  const width = Math.min(photo.width - left, Math.round(crop.width * photo.width));
  const height = Math.min(photo.height - top, Math.round(crop.height * photo.height));
  if (Math.min(width, height) < MIN_PHOTO_SIDE_PX) {
    const message = `Keep at least ${MIN_PHOTO_SIDE_PX} pixels on each side (this crop is ${width}×${height}).`;
    throw new InvalidInput(message, [{ path: ['width'], message }]);
  }
  const source = await store.read(photo.fileName);
  if (!source)
    throw new NotFound({
      en: 'This photo is missing from storage; upload it again.',
      hi: 'यह फ़ोटो स्टोरेज में नहीं मिली; इसे फिर से अपलोड करें।',
    });
  const data = await sharp(source)
    .extract({ left, top, width, height })
    .webp({ quality: STORED_WEBP_QUALITY })
    .toBuffer();
  const { fileName, blurFileName } = await savePhotoFiles(store, data);
  const dropNew = () => Promise.all([store.remove(fileName), store.remove(blurFileName)]);
  let updated: PhotoRow | undefined;
  try {
    [updated] = await db
      .update(photos)
      // A new picture is screened again (its hash changed, a face may be cut out), and shown to others once it passes.
      .set({
        fileName,
        blurFileName,
        width,
        height,
        bytes: data.length,
        screening: 'checking',
        screeningReason: null,
        screenedAt: null,
        duplicateOfPhotoId: null,
      })
      .where(and(eq(photos.id, photoId), eq(photos.userId, userId)))
      .returning();
  } catch (error) {
    await dropNew();
    throw error;
  }
  if (!updated) {
    // Deleted while being cropped: nothing points at the new files.
    await dropNew();
    throw new NotFound({ en: 'You have no photo with this id.', hi: 'इस ID की कोई फ़ोटो आपके पास नहीं है।' });
  }
  await Promise.all([store.remove(photo.fileName), photo.blurFileName ? store.remove(photo.blurFileName) : undefined]);
  return updated;
}
