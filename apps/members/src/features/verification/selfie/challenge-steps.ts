import type { FaceSight } from './face-watcher';

/** The challenge, one step at a time: face the camera, turn one way, the other way, blink. */
export const challengeSteps = ['look', 'left', 'right', 'blink'] as const;
export type ChallengeStep = (typeof challengeSteps)[number];

/** A turn the server counts (its minYaw pass bar: about 14°). */
const TURNED = 0.25;

/**
 * Whether a look at the camera completes the step. The turns are told by their sign, whichever way the camera's
 * picture is mirrored: the second turn must go the other way from the first.
 */
export function isStepDone(step: ChallengeStep, sight: FaceSight, firstTurn: number | null): boolean {
  if (sight.faces !== 1) return false;
  switch (step) {
    // The first frame only needs the one face with open eyes: the server compares the photos with whichever frame
    // faces the camera most squarely.
    case 'look':
      return !sight.isBlinking;
    case 'left':
      return Math.abs(sight.yaw) >= TURNED;
    case 'right':
      return Math.abs(sight.yaw) >= TURNED && firstTurn !== null && Math.sign(sight.yaw) !== Math.sign(firstTurn);
    case 'blink':
      return sight.isBlinking;
  }
}
