import { describeFace, type DescribeFaceResult } from './checks/describe-face';
import { detectFaces, type DetectFacesResult } from './checks/detect-faces';
import { checkSelfie, type SelfieCheckInput, type SelfieCheckResult } from './checks/check-selfie';
import { liveFrames, type LiveFramesResult } from './checks/live-frames';
import { sameFace, type SameFaceResult } from './checks/same-face';
import { faceCheckConfig, type FaceCheckConfig, type FaceCheckSettings } from './config/face-check-config';
import type { FaceEngine } from './engine/face-engine';
import type { ReadResponse } from './engine/face-reading';
import type { FaceJobLane } from './engine/face-worker-pool';
import { configuredFaceWorkerPool } from './engine/configured-face-worker-pool';

/**
 * Each check waits in its lane: 'interactive' (the default) for a member on a page, 'background' for jobs (photo
 * screening), whose checks a free worker takes only when no member's check waits.
 */
export type FaceChecker = {
  readonly config: FaceCheckConfig;
  detectFaces(image: Uint8Array, lane?: FaceJobLane): Promise<DetectFacesResult>;
  describeFace(image: Uint8Array, lane?: FaceJobLane): Promise<DescribeFaceResult>;
  /** Compares two descriptors from describeFace by the `sameFace` bars; runs on the caller's thread (no model). */
  sameFace(a: readonly number[], b: readonly number[]): SameFaceResult;
  liveFrames(frames: readonly Uint8Array[], lane?: FaceJobLane): Promise<LiveFramesResult>;
  checkSelfie(input: SelfieCheckInput, lane?: FaceJobLane): Promise<SelfieCheckResult>;
  /** Stops the workers; a check waiting in either lane fails with FaceCheckFailed. */
  close(): Promise<void>;
};

export type FaceCheckerOptions = FaceCheckSettings & {
  /** Where face-worker.cjs is, for a bundle that copies it (see FACE_WORKER_FILE). */
  workerFile?: string;
};

/**
 * The face checks on a pool of worker threads, to be shared by every caller in the process (each worker holds its
 * own copy of the models). Nothing starts here: the first check starts a worker, which loads the models then (about
 * a second), so a program that never checks a face never pays for them.
 */
export function createFaceChecker({ workerFile, ...settings }: FaceCheckerOptions = {}): FaceChecker {
  const config = faceCheckConfig(settings);
  const pool = configuredFaceWorkerPool(config, workerFile);
  return faceCheckerOn(
    (lane) => ({ read: (request) => pool.run<ReadResponse>(request, lane) }),
    config,
    () => pool.close(),
  );
}

/**
 * The face checks on an engine given for each lane (the pool of another process, reached over IPC:
 * shared-pool/channel-face-checker.ts), `close` stopping it.
 */
export function faceCheckerOn(
  engine: (lane: FaceJobLane) => FaceEngine,
  config: FaceCheckConfig,
  close: () => Promise<void>,
): FaceChecker {
  return {
    config,
    detectFaces: (image, lane = 'interactive') => detectFaces(engine(lane), image),
    describeFace: (image, lane = 'interactive') => describeFace(engine(lane), image),
    sameFace: (a, b) => sameFace(a, b, config.sameFace),
    liveFrames: (frames, lane = 'interactive') => liveFrames(engine(lane), config, frames),
    checkSelfie: (input, lane = 'interactive') => checkSelfie(engine(lane), config, input),
    close,
  };
}
