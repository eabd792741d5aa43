import type { FaceChecker } from '@matri/face-check';
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
  faces: Pick<FaceChecker, 'detectFaces'>;
  /** Where nsfwjs runs instead of a worker thread of this process (the photo-work child process). */
  nudity?: { classify: (image: Buffer) => Promise<NudityScores> };
}): PhotoScreeningEngines {
  // A classifier given is its owner's to close.
  const own = options.isNudityChecked && !options.nudity ? createNudityClassifier() : null;
  const nudity = options.isNudityChecked ? (options.nudity ?? own) : null;
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
      await own?.close();
    },
  };
}
