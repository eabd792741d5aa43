import type { SelfieCheckResult } from '@matri/face-check';
import type { SelfieRefusalReason } from '@matri/contracts';

/**
 * What the member is told of a failed check: the first failed rule in the check's own order (the frames before the
 * photos), so a member who turned away hears about the frames, not about a likeness measured on a bad frame.
 */
export function selfieRefusalReason(result: Pick<SelfieCheckResult, 'rules' | 'frames'>): SelfieRefusalReason {
  const failed = result.rules.find((rule) => rule.outcome === 'fail');
  switch (failed?.rule) {
    case 'one-face-per-frame':
      return result.frames.some((frame) => frame.faces > 1) ? 'several-faces' : 'no-face';
    case 'same-person-across-frames':
      return 'not-same-person';
    case 'frames-moved':
      return 'still-picture';
    case 'head-turned':
      return 'no-turn';
    case 'blink':
      return 'no-blink';
    case 'antispoof':
    case 'liveness':
      return 'not-live';
    case 'matches-primary-photo':
      return failed.score === null ? 'primary-photo-unusable' : 'face-not-matched';
    default:
      return 'face-not-matched';
  }
}
