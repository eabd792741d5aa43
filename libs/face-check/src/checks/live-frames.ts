import type { FaceCheckConfig } from '../config/face-check-config';
import type { FaceEngine } from '../engine/face-engine';
import { assertFrameCount } from './assert-frame-count';
import { frameKinds } from './eye-frames';
import { judgeFrames, type FrameScores } from './judge-frames';
import { overallOutcome, type Outcome, type RuleResult } from './outcome';
import { readImages } from './read-images';

export type LiveFramesResult = { outcome: Outcome; rules: RuleResult[]; frames: FrameScores[]; backend: string };

/** The selfie challenge's 3-6 still frames (turn left, turn right, blink) judged on their own. */
export async function liveFrames(
  engine: FaceEngine,
  config: FaceCheckConfig,
  frames: readonly Uint8Array[],
): Promise<LiveFramesResult> {
  assertFrameCount(frames, config);
  const { backend, results } = await readImages(
    engine,
    frameKinds(frames.length).map((kind, index) => ({ bytes: frames[index], kind })),
  );
  const judged = judgeFrames(
    results.map((result) => result.reading),
    config,
  );
  return { outcome: overallOutcome(judged.rules), rules: judged.rules, frames: judged.frames, backend };
}
