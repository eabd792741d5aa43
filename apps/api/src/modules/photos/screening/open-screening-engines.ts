import { createFaceChecker } from '@matri/face-check';
import { FACE_WORKER_FILE_IN_BUNDLE } from '../../../config/api-files';
import { createNudityClassifier } from './nudity-classifier';
import type { PhotoScreeningEngines } from './screening-engines';

const SCREENING_FACE_QUEUE = 64;

/**
 * The product's screening models, each in worker threads started at the first photo: nsfwjs (unless
 * PHOTO_NUDITY_CHECK=off) and libs/face-check's detector. Nothing loads until a photo is screened.
 */
export function openScreeningEngines(options: { isNudityChecked: boolean }): PhotoScreeningEngines {
  // Screening runs from the job queue, which already bounds what waits: a burst of uploads queues here for the one
  // face worker rather than failing (the selfie check's small queue answers people waiting on a page).
  const faces = createFaceChecker({ workerFile: FACE_WORKER_FILE_IN_BUNDLE, maxQueue: SCREENING_FACE_QUEUE });
  const nudity = options.isNudityChecked ? createNudityClassifier() : null;
  return {
    classifyNudity: nudity ? (image) => nudity.classify(image) : null,
    detectFaces: async (image) => {
      const found = await faces.detectFaces(image);
      if (found.status === 'unreadable') return 'unreadable';
      return { count: found.count, bestScore: Math.max(0, ...found.faces.map((face) => face.score)) };
    },
    close: async () => {
      await Promise.all([faces.close(), nudity?.close()]);
    },
  };
}
