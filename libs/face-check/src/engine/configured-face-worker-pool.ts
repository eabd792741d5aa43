import type { FaceCheckConfig } from '../config/face-check-config';
import { FaceWorkerPool } from './face-worker-pool';

/**
 * The pool of face workers a configuration asks for: a process's own (createFaceChecker) or the one the API's primary
 * holds for all its processes (shared-pool/serve-face-reads.ts). Nothing starts until its first job.
 */
export function configuredFaceWorkerPool(config: FaceCheckConfig, workerFile?: string): FaceWorkerPool {
  return new FaceWorkerPool({
    size: config.workers,
    maxQueue: { interactive: config.maxQueue, background: config.maxBackgroundQueue },
    jobTimeoutMs: config.jobTimeoutMs,
    loadTimeoutMs: config.loadTimeoutMs,
    workerFile,
    workerData: {
      backend: config.backend,
      maxImageSide: config.maxImageSide,
      maxInputPixels: config.maxInputPixels,
      minFaceScore: config.minFaceScore,
      maxFaces: config.maxFaces,
      nice: config.workerNice,
    },
  });
}
