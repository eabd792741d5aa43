export { createFaceChecker, faceCheckerOn } from './face-checker';
export type { FaceChecker, FaceCheckerOptions } from './face-checker';
export { faceCheckConfig, FaceCheckConfigSchema } from './config/face-check-config';
export type { FaceCheckConfig, FaceCheckSettings, ScoreBars } from './config/face-check-config';
export { FaceCheckBusy, FaceCheckFailed } from './engine/face-check-errors';
export { InvalidFaceCheckInput } from './checks/invalid-face-check-input';
export { FACE_WORKER_FILE, FaceWorkerPool } from './engine/face-worker-pool';
export type { FaceJobLane, FaceWorkerPoolOptions } from './engine/face-worker-pool';
export type { FaceEngine } from './engine/face-engine';
export { configuredFaceWorkerPool } from './engine/configured-face-worker-pool';
export { channelFaceChecker } from './shared-pool/channel-face-checker';
export { serveFaceReads } from './shared-pool/serve-face-reads';
export type { FaceReadChannel } from './shared-pool/face-read-messages';
export { fuseClippedRelu } from './engine/fused-models';
export { otherModelsOff } from './engine/human-other-models';
export { useFastRotateWithOffset } from './engine/rotate-with-offset';
export type { FaceReading, ImageKind, ImageReading, ReadRequest, ReadResponse } from './engine/face-reading';
export { imageFormat } from './engine/image-format';
export type { ImageFormat } from './engine/image-format';
export { similarity } from './checks/similarity';
export { sameFace } from './checks/same-face';
export type { SameFaceResult } from './checks/same-face';
export { detectFaces } from './checks/detect-faces';
export type { DetectedFace, DetectFacesResult } from './checks/detect-faces';
export { describeFace } from './checks/describe-face';
export type { DescribeFaceResult } from './checks/describe-face';
export { liveFrames } from './checks/live-frames';
export type { LiveFramesResult } from './checks/live-frames';
export { checkSelfie } from './checks/check-selfie';
export type {
  DescribedPhoto,
  PhotoScores,
  ProfilePhoto,
  SelfieCheckInput,
  SelfieCheckResult,
} from './checks/check-selfie';
export type { FrameScores } from './checks/judge-frames';
export type { Outcome, RuleName, RuleOutcome, RuleResult } from './checks/outcome';
export type { UnreadableReason } from './checks/read-images';
