import type { FaceChecker } from '@matri/face-check';
import { createNudityClassifier } from './nudity-classifier';
import type { PhotoScreeningEngines } from './screening-engines';

/**
 * The product's screening models, each in worker threads started at the first photo: nsfwjs (unless
 * PHOTO_NUDITY_CHECK=off) and the process's face checker (libs/face-check), shared with the selfie checks. Nothing
 * loads until a photo is screened. Closing stops nsfwjs only: the face checker is its owner's to close.
 */
export function openScreeningEngines(options: {
  isNudityChecked: boolean;
  faces: Pick<FaceChecker, 'detectFaces'>;
}): PhotoScreeningEngines {
  const nudity = options.isNudityChecked ? createNudityClassifier() : null;
  return {
    classifyNudity: nudity ? (image) => nudity.classify(image) : null,
    detectFaces: async (image) => {
      // Screening runs from the job queue: its photos wait behind any member's selfie check, in the larger lane.
      const found = await options.faces.detectFaces(image, 'background');
      if (found.status === 'unreadable') return 'unreadable';
      return {
        count: found.count,
        bestScore: Math.max(0, ...found.faces.map((face) => face.score)),
        descriptors: found.faces.map((face) => face.descriptor),
      };
    },
    close: async () => {
      await nudity?.close();
    },
  };
}
