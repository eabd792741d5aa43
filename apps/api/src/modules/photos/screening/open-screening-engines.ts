import type { DetectFacesResult, FaceChecker } from '@matri/face-check';
import { readingPhoto, type PhotoSource } from '../photo-work/photo-work';
import { createNudityClassifier } from './nudity-classifier';
import type { NudityScores, PhotoScreeningEngines } from './screening-engines';

/**
 * The product's screening models, each in worker threads started at the first photo: nsfwjs (unless
 * PHOTO_NUDITY_CHECK=off) and a face checker (libs/face-check): the API's both in its photo-work child process, the
 * command-line tools' in their own. Nothing loads until a photo is screened. Closing stops an nsfwjs started here
 * only: what was given is its owner's to close.
 */
export function openScreeningEngines(options: {
  isNudityChecked: boolean;
  /**
   * The faces in a photo: the photo-work child's, which reads a file itself, or a face checker of this process's asked
   * in screening's lane (facesOfPhotoIn).
   */
  detectFaces: (image: PhotoSource) => Promise<DetectFacesResult>;
  /** Where nsfwjs runs instead of a worker thread of this process (the photo-work child process). */
  nudity?: { classify: (image: PhotoSource) => Promise<NudityScores> };
}): PhotoScreeningEngines {
  // A classifier given is its owner's to close.
  const own = options.isNudityChecked && !options.nudity ? createNudityClassifier() : null;
  const classifyOwn = own && readingPhoto((image) => own.classify(image));
  return {
    classifyNudity: options.isNudityChecked ? (options.nudity?.classify ?? classifyOwn) : null,
    detectFaces: async (image) => {
      const found = await options.detectFaces(image);
      if (found.status === 'unreadable') return 'unreadable';
      return {
        count: found.count,
        bestScore: Math.max(0, ...found.faces.map((face) => face.score)),
        descriptors: found.faces.map((face) => face.descriptor),
      };
    },
    close: async () => {
      await own?.close();
    },
  };
}

/**
 * A face checker of this process asked for a photo's faces as screening asks: behind any member's selfie check, in
 * the larger lane (the photo-work child asks its own so).
 */
export function facesOfPhotoIn(
  faces: Pick<FaceChecker, 'detectFaces'>,
): (image: PhotoSource) => Promise<DetectFacesResult> {
  return readingPhoto((image) => faces.detectFaces(image, 'background'));
}
