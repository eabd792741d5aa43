import type { FaceEngine } from '../engine/face-engine';
import type { FaceReading, ImageReading } from '../engine/face-reading';

/** A descriptor whose likeness to `descriptor(0)` falls as `distance` grows: 7 gives 0.75, 9 gives 0.58, 12 gives 0.33. */
export function descriptor(distance: number): number[] {
  return Array.from({ length: 4 }, (_, index) => (index === 0 ? distance : 0));
}

export function face(overrides: Partial<FaceReading> = {}): FaceReading {
  return {
    box: [10, 10, 100, 100],
    score: 0.99,
    embedding: descriptor(0),
    yaw: 0,
    pitch: 0,
    eyeOpenness: 0.38,
    real: 0.9,
    live: 0.9,
    ...overrides,
  };
}

export function read(...faces: FaceReading[]): ImageReading {
  return { status: 'read', width: 640, height: 640, faces };
}

/** A challenge done well: facing the camera, turned left, turned right, a blink. */
export function goodFrames(): ImageReading[] {
  return [read(face()), read(face({ yaw: -0.4 })), read(face({ yaw: 0.4 })), read(face({ eyeOpenness: 0.1 }))];
}

/** An engine answering the readings given, in order, whatever the images; it records how many it was sent. */
export function cannedEngine(readings: ImageReading[]): FaceEngine & { sent: number[] } {
  const sent: number[] = [];
  return {
    sent,
    read: async ({ images }) => {
      sent.push(images.length);
      return { backend: 'canned', readings: readings.splice(0, images.length) };
    },
  };
}

/** Bytes that start as a JPEG does: enough for the format check before the (canned) engine. */
export const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]);
