import type { PhotoScreening, PhotoScreeningReason } from '@matri/contracts';
import type { PhotoScreeningBars } from '../../../config/photo-screening-config';
import type { PhotoScreeningScoresRow } from '../../../db/schema';

/** The closest other member's photo the duplicate search found, and whether that member is suspended. */
export type DuplicateFinding = { photoId: number; distance: number; isSuspended: boolean } | null;

export type Judgement = {
  screening: Exclude<PhotoScreening, 'checking'>;
  reason: PhotoScreeningReason | null;
};

/**
 * The outcome of a photo's checks. Clear cases are decided at once: explicit content or a copy of a suspended
 * member's photo is refused; what a machine may misjudge waits for a person: a copy of another member's photo (the
 * owner may be the one copied, or the same person with two accounts), content the model is unsure of, and a primary
 * photo without a face it could find (sunglasses, a side view). The worst finding decides.
 */
export function judgePhoto(
  scores: PhotoScreeningScoresRow,
  duplicate: DuplicateFinding,
  bars: PhotoScreeningBars,
): Judgement {
  const explicit = scores.nudity ? scores.nudity.porn + scores.nudity.hentai : 0;
  if (scores.nudity && explicit >= bars.explicitRefuse) return { screening: 'refused', reason: 'nudity' };
  if (duplicate?.isSuspended) return { screening: 'refused', reason: 'duplicate-suspended' };
  if (duplicate) return { screening: 'held', reason: 'duplicate' };
  if (scores.nudity && (explicit >= bars.explicitHold || scores.nudity.sexy >= bars.suggestiveHold)) {
    return { screening: 'held', reason: 'nudity-unclear' };
  }
  if (scores.faces && (scores.faces.count === 0 || scores.faces.bestScore < bars.faceMinScore)) {
    return { screening: 'held', reason: 'no-face' };
  }
  return { screening: 'passed', reason: null };
}
