import type { FaceCheckConfig } from '../config/face-check-config';
import { InvalidFaceCheckInput } from './invalid-face-check-input';

/** Fewer frames cannot show both turns and a blink; more only cost the models' time. */
export function assertFrameCount(frames: readonly Uint8Array[], config: FaceCheckConfig): void {
  if (frames.length < config.minFrames || frames.length > config.maxFrames) {
    throw new InvalidFaceCheckInput(
      `A selfie challenge takes ${config.minFrames} to ${config.maxFrames} frames, not ${frames.length}`,
    );
  }
}
