import { z } from 'zod';

const share = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a number from 0 to 1' })
    .min(0, { error: 'must be a number from 0 to 1' })
    .max(1, { error: 'must be a number from 0 to 1' })
    .default(fallback);

/** How the photo-work child is started: under SCHED_IDLE (then at nice 19 as well) or at a nice value alone. */
export type PhotoWorkPriority = { isIdle: boolean; nice: number };

/**
 * PHOTO_WORK_PRIORITY's default, nice 19: below every thread of the API (the selfie checks' face workers at 10
 * included, so a member waiting on a check goes first), yet never starved. Under SCHED_IDLE (the default before), with
 * two busy loops at nice 0 holding both cores, a child loading its models (at every start, in every test) did not get
 * through in 300 s, and one with its models loaded screened a photo in twice the time nice 19 took; nice 10 took half
 * of nice 19's (tools/bench/photo-screening-saturated.ts). While 10 photos were screened under member requests, the
 * requests' p99 was no worse at nice 19 than under SCHED_IDLE and better than at nice 10, whose child takes a larger
 * share of the cores from them (tools/bench/photo-screening-load.ts with PRIORITIES; figures in the README).
 */
export const DEFAULT_PHOTO_WORK_PRIORITY = '19';

/** PHOTO_WORK_PRIORITY's value (`idle` or a nice value, already checked) as a priority. */
export function photoWorkPriority(value: string): PhotoWorkPriority {
  return value === 'idle' ? { isIdle: true, nice: 19 } : { isIdle: false, nice: Number(value) };
}

/**
 * The bars of photo screening (modules/photos/screening/judge-photo.ts), read from the environment with these defaults.
 * nsfwjs scores each photo's share of five classes; "explicit" is porn + hentai. The defaults hold more than they refuse:
 * a wrongly refused family photo hurts a member, a held one only waits for an admin.
 */
export const photoScreeningEnvShape = {
  /**
   * Explicit share at or above which a photo is refused outright. Measured (tools/bench/photo-screening-set.ts, README
   * "Photo screening"): 49 everyday pictures score at most 0.07 explicit and 0.04 "sexy", far below every bar; how much
   * real nudity the bars catch cannot be measured here (nothing explicit may be committed or downloaded), hence a
   * refusal only where the model is near certain.
   */
  PHOTO_EXPLICIT_REFUSE: share(0.85),
  /** Explicit share at or above which a photo waits for an admin. */
  PHOTO_EXPLICIT_HOLD: share(0.3),
  /** "Sexy" (suggestive) share at or above which a photo waits for an admin. */
  PHOTO_SUGGESTIVE_HOLD: share(0.6),
  /**
   * The face detector's score at or above which a primary photo counts as showing a face. Measured: its scores are 0
   * (nothing found) or 0.74 and above, so any bar from 0.2 to 0.7 decides the set alike; the photos of people it holds
   * are full-length, group or webcam shots whose faces it does not find at all, which no lower bar would pass.
   */
  PHOTO_FACE_MIN_SCORE: share(0.5),
  /**
   * Hamming distance (of 64 bits) at or under which two photos are the same picture. Measured on 240 copies of 24
   * pictures and 990 unrelated pairs: resizing, re-compression, mirroring and brightening move a hash by 0 to 4 bits, a
   * 2 % crop by 0 to 12 (45 of 48 within 6), a 5 % crop by 2 to 14 (15 of 24); unrelated pictures are 30 apart at the
   * median and 6 at the closest (two drawn faces of one template; then 8). 6 finds 228 of the 240 copies, 4 or 5 only
   * 216, for that one false hit (held for a person; refused only when the other member is suspended). At most 7: the
   * near-duplicate index finds every photo within 7 bits and no further (find-duplicate-photo.ts).
   */
  PHOTO_DUPLICATE_MAX_DISTANCE: z.coerce
    .number({ error: 'must be a whole number from 0 to 7' })
    .int({ error: 'must be a whole number from 0 to 7' })
    .min(0, { error: 'must be a whole number from 0 to 7' })
    .max(7, { error: 'must be a whole number from 0 to 7' })
    .default(6),
  /**
   * The photo-work child's priority (modules/photos/photo-work), which every thread it starts has: `idle` (SCHED_IDLE
   * and nice 19) or a nice value from 0 to 19. See DEFAULT_PHOTO_WORK_PRIORITY for the default and why.
   */
  PHOTO_WORK_PRIORITY: z
    .string()
    .regex(/^(idle|1?[0-9])$/, { error: 'must be idle or a nice value from 0 to 19' })
    .default(DEFAULT_PHOTO_WORK_PRIORITY)
    .transform(photoWorkPriority),
  /**
   * How many of the CPUs the API may use the photo-work children are held to, all of them together (the last ones):
   * by default half, rounded down, at least one (modules/photos/photo-work/photo-work-cpus.ts says why). As many as
   * there are (or more) holds them to none.
   */
  PHOTO_WORK_CORES: z.coerce
    .number({ error: 'must be a whole number of cores, 1 or more' })
    .int({ error: 'must be a whole number of cores, 1 or more' })
    .min(1, { error: 'must be a whole number of cores, 1 or more' })
    .optional(),
  /** Whether photos are checked for nudity (nsfwjs in a worker thread); off only where the model cannot run. */
  PHOTO_NUDITY_CHECK: z
    .enum(['on', 'off'], { error: 'must be on or off' })
    .default('on')
    .transform((value) => value === 'on'),
};

export type PhotoScreeningBars = {
  explicitRefuse: number;
  explicitHold: number;
  suggestiveHold: number;
  faceMinScore: number;
  duplicateMaxDistance: number;
};

/** The bars from the parsed environment. */
export function photoScreeningBars(env: {
  PHOTO_EXPLICIT_REFUSE: number;
  PHOTO_EXPLICIT_HOLD: number;
  PHOTO_SUGGESTIVE_HOLD: number;
  PHOTO_FACE_MIN_SCORE: number;
  PHOTO_DUPLICATE_MAX_DISTANCE: number;
}): PhotoScreeningBars {
  return {
    explicitRefuse: env.PHOTO_EXPLICIT_REFUSE,
    explicitHold: env.PHOTO_EXPLICIT_HOLD,
    suggestiveHold: env.PHOTO_SUGGESTIVE_HOLD,
    faceMinScore: env.PHOTO_FACE_MIN_SCORE,
    duplicateMaxDistance: env.PHOTO_DUPLICATE_MAX_DISTANCE,
  };
}
