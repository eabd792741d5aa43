import type { PhotoScreeningScoresRow } from '../../../db/schema';
import type { PhotoSource } from '../photo-work/photo-work';

export type NudityScores = NonNullable<PhotoScreeningScoresRow['nudity']>;

/**
 * The models screening asks, behind the one boundary tests may stub: nsfwjs's classes, and the faces in a picture
 * (libs/face-check). Both run off the request thread. `classifyNudity` null: this server cannot run the model, and no
 * photo is said to be checked for nudity.
 */
export interface PhotoScreeningEngines {
  classifyNudity: ((image: PhotoSource) => Promise<NudityScores>) | null;
  /** The faces found, the best one's score and each one's descriptor (kept in photo_faces for the selfie check). */
  detectFaces: (
    image: PhotoSource,
  ) => Promise<{ count: number; bestScore: number; descriptors: number[][] } | 'unreadable'>;
  close: () => Promise<void>;
}
