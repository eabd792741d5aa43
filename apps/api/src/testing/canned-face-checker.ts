import { FaceCheckBusy, faceCheckConfig, type SelfieCheckInput, type SelfieCheckResult } from '@matri/face-check';
import type { SelfieChecker } from '../modules/verification';
import { STUB_FACE_DESCRIPTOR } from './screening-engines';

/** What the stand-in answers next: a result of @matri/face-check's shape, or its busy pool. */
export type CannedSelfie = 'pass' | 'borderline' | 'not-matched' | 'several-faces' | 'busy';

const config = faceCheckConfig();
const passed = (rule: SelfieCheckResult['rules'][number]['rule'], score: number | null = null) => ({
  rule,
  outcome: 'pass' as const,
  score,
  bars: score === null ? null : config.sameFace,
  reason: 'canned',
});

function resultOf(canned: Exclude<CannedSelfie, 'busy'>, input: SelfieCheckInput): SelfieCheckResult {
  const frames = input.frames.map(() => ({
    faces: canned === 'several-faces' ? 2 : 1,
    yaw: 0.3,
    eyeOpenness: 0.35,
    real: 0.9,
    live: 0.9,
    similarity: 0.95,
  }));
  const primaryScore = { pass: 0.91, borderline: 0.62, 'not-matched': 0.31, 'several-faces': null }[canned];
  const rules: SelfieCheckResult['rules'] =
    canned === 'several-faces'
      ? [
          {
            rule: 'one-face-per-frame',
            outcome: 'fail',
            score: null,
            bars: null,
            reason: 'more than one face in frame 2',
          },
        ]
      : [
          passed('one-face-per-frame'),
          passed('same-person-across-frames', 0.95),
          passed('frames-moved', 0.8),
          passed('head-turned', 0.3),
          passed('blink', 0.15),
          passed('antispoof', 0.9),
          passed('liveness', 0.9),
          {
            rule: 'matches-primary-photo',
            outcome: canned === 'pass' ? 'pass' : canned === 'borderline' ? 'borderline' : 'fail',
            score: primaryScore,
            bars: config.sameFace,
            reason: `likeness to the primary photo: ${primaryScore}`,
          },
        ];
  const outcome = canned === 'pass' ? 'pass' : canned === 'borderline' ? 'borderline' : 'fail';
  return {
    outcome,
    rules,
    frames,
    profilePhotos: input.profilePhotos.map(() => ({ faces: 1, similarity: primaryScore, unreadable: null })),
    idPhoto: input.idPhoto ? { faces: 1, similarity: 0.8, unreadable: null } : null,
    // A photo sent as bytes is "read" as one face with the screening stub's descriptor.
    photoDescriptors: input.profilePhotos.map((photo) =>
      photo instanceof Uint8Array ? [[...STUB_FACE_DESCRIPTOR]] : null,
    ),
    backend: 'canned',
  };
}

/**
 * A stand-in for @matri/face-check's models in API tests: it answers what the test asks for next and keeps what it
 * was given (the frames, the photos in their order, the ID's photo), so a test sees the API's side of the check
 * without a model's seconds of CPU. face-check's own tests run the models.
 */
export function cannedFaceChecker(): {
  checker: SelfieChecker;
  answer: (canned: CannedSelfie) => void;
  inputs: SelfieCheckInput[];
} {
  let next: CannedSelfie = 'pass';
  const inputs: SelfieCheckInput[] = [];
  return {
    inputs,
    answer: (canned) => {
      next = canned;
    },
    checker: {
      checkSelfie: async (input) => {
        inputs.push(input);
        if (next === 'busy') throw new FaceCheckBusy(4);
        return resultOf(next, input);
      },
    },
  };
}
