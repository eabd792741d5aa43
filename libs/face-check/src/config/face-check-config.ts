import { availableParallelism } from 'node:os';
import { z } from 'zod';

/**
 * A score's two bars: at or above `pass` the rule passes, below `borderline` it fails, between the two an admin
 * decides. Similarities are human's `match.similarity` (0 to 1); the other scores are the models' own (0 to 1).
 */
const BarsSchema = z
  .object({ pass: z.number().min(0).max(1), borderline: z.number().min(0).max(1) })
  .refine((bars) => bars.borderline <= bars.pass, { message: 'borderline must not be above pass' });

/**
 * Defaults from measurements on the faces @vladmandic/human ships (README.md "Thresholds" has the figures): the same
 * photo re-cropped, turned 8° and re-compressed scored 0.98; the same man in 9 other photos (100-pixel thumbnails)
 * 0.56-0.83 among themselves; 264 pairs of different people 0.41 median, 0.73 at most (two men in sunglasses), 6 of
 * them at 0.65 or above.
 */
export const FaceCheckConfigSchema = z.object({
  /**
   * Worker threads running the models in a pool, one a core: the API's primary holds one pool for all its processes
   * (their checks in one queue, each taken by whichever worker frees first). More threads than cores took turns on
   * them and answered later (libs/face-check's README, "The pool").
   */
  workers: z.number().int().min(1).max(16).default(availableParallelism()),
  /**
   * The workers' nice value (Linux gives each thread its own): above the request threads' 0, so a check takes the CPU
   * the requests leave, and below photo screening's nudity model (19), so a member waiting on a check goes first. Two
   * workers (one per API process) running 4 checks at once slowed the other requests' answers at 0; measured in
   * tools/bench/selfie-check.ts (README's figures). A system that refuses it keeps the default priority.
   */
  workerNice: z.number().int().min(0).max(19).default(10),
  /**
   * Members' checks waiting for a worker beyond those running; one more is refused as busy rather than left to time
   * out.
   */
  maxQueue: z.number().int().min(0).max(1000).default(4),
  /**
   * Background checks (photo screening) waiting beyond those running: its job queue already bounds what arrives, so a
   * burst of uploads waits here rather than failing, behind any member's check.
   */
  maxBackgroundQueue: z.number().int().min(0).max(1000).default(64),
  /**
   * A check running longer is taken as a hung worker, which is replaced: a bound for a hang, not a pace (one check
   * alone took 2-4 s here, the first one with the models' loading 3-6 s).
   */
  jobTimeoutMs: z.number().int().min(1).default(60_000),
  /**
   * A worker's models loading longer is taken as a hung load; a check's own bound starts once they have loaded (about
   * 2 s alone here, many times that with the two cores busy).
   */
  loadTimeoutMs: z.number().int().min(1).default(600_000),
  /** 'wasm' (WebAssembly with SIMD, from node_modules) or 'cpu' (pure JavaScript, about 40 times slower here). */
  backend: z.enum(['wasm', 'cpu']).default('wasm'),
  /** Images are shrunk to this many pixels a side before the models (blazeface reads 256, the descriptor 224). */
  maxImageSide: z.number().int().min(128).max(4096).default(640),
  /** Larger images are refused undecoded (a 12 MP phone photo has 12 M): a bound on memory, not a quality bar. */
  maxInputPixels: z.number().int().min(1).default(40_000_000),
  /** Detections below this score are not counted as faces (every sample face scored 0.99 or more). */
  minFaceScore: z.number().min(0).max(1).default(0.6),
  /** Faces counted in one image: enough to say "more than one" and to find a member in a group photo. */
  maxFaces: z.number().int().min(2).max(20).default(5),
  /**
   * The same person in two images (frames among themselves, a frame and a profile photo): 0.7 let through 1 pair of
   * different people in 264; below 0.55 no pair of the same man fell. Between, an admin looks.
   */
  sameFace: BarsSchema.default({ pass: 0.7, borderline: 0.55 }),
  /** The ID's photo is small, printed and often years old: its bars are lower and a miss goes to an admin. */
  idPhotoFace: BarsSchema.default({ pass: 0.65, borderline: 0.45 }),
  /**
   * The head turned each way, in radians of yaw from the mesh (0.25 ≈ 14°): the sample faces looking at the camera
   * measured 0.09-0.13, the woman turned a little 0.33-0.39. Not measured on real challenge frames yet.
   */
  minYaw: BarsSchema.default({ pass: 0.25, borderline: 0.18 }),
  /**
   * Eye openness (human's blink measure), where lower is more closed, so these bars run the other way: at most
   * `pass` is a blink (human's own gesture says 0.2), up to `borderline` an admin looks. Some frame must reach
   * `openEyes` (the open eyes of the samples: 0.38-0.39). No closed-eye sample is shipped to measure.
   */
  closedEyes: z
    .object({ pass: z.number().min(0).max(1), borderline: z.number().min(0).max(1) })
    .refine((bars) => bars.borderline >= bars.pass, { message: 'borderline must not be below pass' })
    .default({ pass: 0.2, borderline: 0.26 }),
  openEyes: z.number().min(0).max(1).default(0.3),
  /**
   * The antispoof model's "real" score (a photo of a photo, a screen) and the liveness model's, the lowest over the
   * frames. The samples (themselves photos of photos, some enlarged thumbnails) scored real 0.58-0.66, live 0.30-1.0;
   * these bars only stop the clearest spoofs and send the doubtful to an admin until real frames are measured.
   */
  real: BarsSchema.default({ pass: 0.5, borderline: 0.3 }),
  live: BarsSchema.default({ pass: 0.5, borderline: 0.3 }),
  /**
   * How far the face moved over the frames: the largest spread among them of the yaw, the pitch (radians) or the eye
   * openness. The same picture sent again and again, or a still photo before the camera, barely moves (identical
   * frames: 0); a challenge done turns the head a quarter of a radian each way and closes the eyes. Below `borderline`
   * the frames are refused as a still picture, whatever else they show.
   */
  minMovement: BarsSchema.default({ pass: 0.05, borderline: 0.02 }),
  /** Frames of the challenge: fewer cannot show both turns and a blink, more only cost time. */
  minFrames: z.number().int().min(3).default(3),
  maxFrames: z.number().int().min(3).max(12).default(6),
  maxProfilePhotos: z.number().int().min(1).max(12).default(6),
});

export type FaceCheckConfig = z.infer<typeof FaceCheckConfigSchema>;
export type FaceCheckSettings = z.input<typeof FaceCheckConfigSchema>;
export type ScoreBars = z.infer<typeof BarsSchema>;

/** The configuration with every missing value at its default; a wrong value throws zod's error naming the field. */
export function faceCheckConfig(settings: FaceCheckSettings = {}): FaceCheckConfig {
  return FaceCheckConfigSchema.parse(settings);
}
