import type { ScoreBars } from '../config/face-check-config';
import { judge, type Outcome } from './outcome';
import { similarity } from './similarity';

export type SameFaceResult = { similarity: number; outcome: Outcome };

/** Whether two descriptors (from describeFace) are the same person, by the configured bars (`sameFace` by default). */
export function sameFace(a: readonly number[], b: readonly number[], bars: ScoreBars): SameFaceResult {
  const score = similarity(a, b);
  return { similarity: score, outcome: judge(score, bars) };
}
