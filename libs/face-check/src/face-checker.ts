import { describeFace, type DescribeFaceResult } from './checks/describe-face';
import { detectFaces, type DetectFacesResult } from './checks/detect-faces';
import { checkSelfie, type SelfieCheckInput, type SelfieCheckResult } from './checks/check-selfie';
import { liveFrames, type LiveFramesResult } from './checks/live-frames';
import { sameFace, type SameFaceResult } from './checks/same-face';
import { faceCheckConfig, type FaceCheckConfig, type FaceCheckSettings } from './config/face-check-config';
import type { FaceEngine } from './engine/face-engine';
import type { ReadResponse } from './engine/face-reading';
import { FaceWorkerPool } from './engine/face-worker-pool';

export type FaceChecker = {
  readonly config: FaceCheckConfig;
  detectFaces(image: Uint8Array): Promise<DetectFacesResult>;
  describeFace(image: Uint8Array): Promise<DescribeFaceResult>;
  /** Compares two descriptors from describeFace by the `sameFace` bars; runs on the caller's thread (no model). */
  sameFace(a: readonly number[], b: readonly number[]): SameFaceResult;
  liveFrames(frames: readonly Uint8Array[]): Promise<LiveFramesResult>;
  checkSelfie(input: SelfieCheckInput): Promise<SelfieCheckResult>;
  /** Stops the workers; a check waiting in the queue fails with FaceCheckFailed. */
  close(): Promise<void>;
};

export type FaceCheckerOptions = FaceCheckSettings & {
  /** Where face-worker.cjs is, for a bundle that copies it (see FACE_WORKER_FILE). */
  workerFile?: string;
};

/**
 * The face checks on a pool of worker threads. Nothing starts here: the first check starts a worker, which loads the
 * models then (about a second), so a program that never checks a face never pays for them.
 */
export function createFaceChecker({ workerFile, ...settings }: FaceCheckerOptions = {}): FaceChecker {
  const config = faceCheckConfig(settings);
  const pool = new FaceWorkerPool({
    size: config.workers,
    maxQueue: config.maxQueue,
    jobTimeoutMs: config.jobTimeoutMs,
    workerFile,
    workerData: {
      backend: config.backend,
      maxImageSide: config.maxImageSide,
      maxInputPixels: config.maxInputPixels,
      minFaceScore: config.minFaceScore,
      maxFaces: config.maxFaces,
    },
  });
  const engine: FaceEngine = { read: (request) => pool.run<ReadResponse>(request) };
  return {
    config,
    detectFaces: (image) => detectFaces(engine, image),
    describeFace: (image) => describeFace(engine, image),
    sameFace: (a, b) => sameFace(a, b, config.sameFace),
    liveFrames: (frames) => liveFrames(engine, config, frames),
    checkSelfie: (input) => checkSelfie(engine, config, input),
    close: () => pool.close(),
  };
}
