import type { NudityScores, PhotoScreeningEngines, PhotoSource } from '../modules/photos';

/** What the stub's models describe of every face (as @matri/face-check's, a list of numbers; shorter here). */
export const STUB_FACE_DESCRIPTOR: readonly number[] = [0.5, 0.25, 0.125, 0.0625];

export const NEUTRAL_SCORES: NudityScores = { porn: 0.01, sexy: 0.01, hentai: 0.01, neutral: 0.95, drawing: 0.02 };

/**
 * The screening models stubbed at their boundary, as API tests run them: every picture is neutral and shows one clear
 * face unless a test sets what the models "see" (`nudity`, `faces`). Everything else of screening runs for real (the
 * hashes, the duplicate search, the judgement, the job), so tests uploading photos see them pass as they did before.
 */
export function stubScreeningEngines(): PhotoScreeningEngines & {
  nudity: NudityScores;
  faces: { count: number; bestScore: number };
  checked: number;
  /** What the nudity model was given, each photo it classified. */
  images: PhotoSource[];
} {
  const engines = {
    nudity: NEUTRAL_SCORES,
    faces: { count: 1, bestScore: 0.95 },
    checked: 0,
    images: [] as PhotoSource[],
    classifyNudity: async (image: PhotoSource) => {
      engines.checked += 1;
      engines.images.push(image);
      return engines.nudity;
    },
    // Each face found gets the same descriptor: a selfie check given it compares like with like.
    detectFaces: async () => ({
      ...engines.faces,
      descriptors: Array.from({ length: engines.faces.count }, () => [...STUB_FACE_DESCRIPTOR]),
    }),
    close: async () => undefined,
  };
  return engines;
}
