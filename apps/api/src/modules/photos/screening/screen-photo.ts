import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { PhotoScreeningBars } from '../../../config/photo-screening-config';
import type { Database } from '../../../db/database';
import { photoHashBands, photos, type PhotoScreeningScoresRow } from '../../../db/schema';
import { keepPhotoFaces } from '../keep-photo-faces';
import type { PhotoStore } from '../photo-store';
import { photoSource, type PhotoWork } from '../photo-work/photo-work';
import { prepareUploadedPhoto } from '../prepare-uploaded-photo';
import { findDuplicatePhoto, hashBands } from './find-duplicate-photo';
import { judgePhoto, type Judgement } from './judge-photo';
import type { PhotoScreeningEngines } from './screening-engines';

export interface PhotoScreening {
  db: Database;
  store: PhotoStore;
  engines: PhotoScreeningEngines;
  bars: PhotoScreeningBars;
  /** Where an upload is re-encoded and a photo hashed: the product's lowest-priority child process. */
  work: PhotoWork;
}

/**
 * Screens one photo, first re-encoding it if it is an upload as sent (prepareUploadedPhoto): its perceptual hash against every other member's photos (a plain picture has none), nudity, and a face when it is the
 * primary photo; then stores the hash, the scores and the outcome. A photo waiting in `checking` and one stored before
 * screening existed (passed, never screened) are screened; anything else was screened already or decided by an admin,
 * and is left as it is, so a job run twice does no harm. The outcome is written only if the photo still holds the
 * file that was screened (a crop in between screens again). Returns the outcome, or null when nothing was screened.
 */
export async function screenPhoto(screening: PhotoScreening, photoId: number): Promise<Judgement | null> {
  const { db, store, engines, bars, work } = screening;
  await prepareUploadedPhoto(db, store, work, photoId);
  const [photo] = await db
    .select()
    .from(photos)
    .where(
      and(
        eq(photos.id, photoId),
        // An upload not re-encoded (its run failed, or it was renamed meanwhile) waits for the next run.
        gt(photos.bytes, 0),
        or(eq(photos.screening, 'checking'), and(eq(photos.screening, 'passed'), isNull(photos.screenedAt))),
      ),
    );
  if (!photo) return null;
  // Its file, read by the photo-work child itself, where the store keeps one on this machine (PhotoSource says why).
  const image = await photoSource(store, photo.fileName);
  if (!image) return null;
  const hashes = await work.hash(image);
  const [duplicate, nudity, faces] = await Promise.all([
    hashes ? findDuplicatePhoto(db, hashes, photo.userId, bars.duplicateMaxDistance) : null,
    engines.classifyNudity ? engines.classifyNudity(image) : null,
    photo.isPrimary ? engines.detectFaces(image) : null,
  ]);
  const scores: PhotoScreeningScoresRow = {
    nudity,
    faces:
      faces === 'unreadable' ? { count: 0, bestScore: 0 } : faces && { count: faces.count, bestScore: faces.bestScore },
    duplicateDistance: duplicate?.distance ?? null,
  };
  const judgement = judgePhoto(scores, duplicate, bars);
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(photos)
      .set({
        screening: judgement.screening,
        screeningReason: judgement.reason,
        screeningScores: scores,
        screenedAt: new Date(),
        duplicateOfPhotoId: duplicate?.photoId ?? null,
        phash: hashes?.hash ?? null,
      })
      .where(and(eq(photos.id, photoId), eq(photos.fileName, photo.fileName), eq(photos.screening, photo.screening)))
      .returning({ id: photos.id });
    if (!updated) return;
    // The models described the primary photo's faces to count them: kept, a selfie check need not read it again.
    if (faces && faces !== 'unreadable') await keepPhotoFaces(tx, photo, faces.descriptors);
    // A cropped photo is screened again: its earlier hash goes.
    await tx.delete(photoHashBands).where(eq(photoHashBands.photoId, photoId));
    if (!hashes) return;
    await tx
      .insert(photoHashBands)
      .values(hashBands(hashes.hash).map((value, band) => ({ band, value, phash: hashes.hash, photoId })));
  });
  return judgement;
}
