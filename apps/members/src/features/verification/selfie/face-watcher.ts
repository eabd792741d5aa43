import type { Human } from '@vladmandic/human';

/** What one look at the camera saw: the faces, the head's turn (yaw, radians) and whether the eyes blinked. */
export type FaceSight = { faces: 0 } | { faces: 2 } | { faces: 1; yaw: number; isBlinking: boolean };

export interface FaceWatcher {
  /** Looks at one picture of the camera (capture-frame.ts's snapPicture), the one sent if it completes a step. */
  look: (picture: HTMLCanvasElement) => Promise<FaceSight>;
}

/** Faces below this detection score are not counted (the server's minFaceScore). */
const MIN_FACE_SCORE = 0.6;

/**
 * @vladmandic/human with only the models the challenge needs (detection, mesh, iris), its code loaded on demand so
 * that only this page pays for it, and its models from the members app's own files (tools/vite/human-models-plugin.ts,
 * from the npm package). WebGL runs them; a browser without it falls back to plain JavaScript, slower but working.
 */
export async function loadFaceWatcher(modelBasePath: string): Promise<FaceWatcher> {
  const { Human: HumanClass } = await import('@vladmandic/human');
  const human: Human = new HumanClass({
    modelBasePath,
    backend: 'webgl',
    debug: false,
    cacheSensitivity: 0,
    face: {
      enabled: true,
      detector: {
        enabled: true,
        // The front-camera model (tools/vite/human-models-plugin.ts says why): a face further off than arm's length
        // goes unseen, and the page's hint asks the member to keep their face inside the circle.
        modelPath: 'blazeface-front.json',
        rotation: false,
        maxDetected: 2,
        minConfidence: MIN_FACE_SCORE,
      },
      mesh: { enabled: true },
      iris: { enabled: true },
      description: { enabled: false },
      emotion: { enabled: false },
      antispoof: { enabled: false },
      liveness: { enabled: false },
      attention: { enabled: false },
      gear: { enabled: false },
    },
    body: { enabled: false },
    hand: { enabled: false },
    object: { enabled: false },
    segmentation: { enabled: false },
    gesture: { enabled: true },
  });
  try {
    await human.load();
  } catch {
    human.config.backend = 'cpu';
    await human.load();
  }
  return {
    look: async (picture) => {
      const result = await human.detect(picture);
      const faces = result.face.filter((face) => face.score >= MIN_FACE_SCORE);
      if (faces.length === 0) return { faces: 0 };
      if (faces.length > 1) return { faces: 2 };
      const gestures = result.gesture.map((found) => ('gesture' in found ? String(found.gesture) : ''));
      return {
        faces: 1,
        yaw: faces[0].rotation?.angle.yaw ?? 0,
        isBlinking: gestures.some((gesture) => gesture.startsWith('blink')),
      };
    },
  };
}
