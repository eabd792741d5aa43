import type { ImageFormat } from './image-format';

/**
 * What the models saw in one image. A frame has every score, a middle frame every one but the eyes; a profile or ID
 * photo has no eyes, real nor live.
 */
export type FaceReading = {
  /** x, y, width, height in the pixels the models read (the image shrunk to `maxImageSide`). */
  box: [number, number, number, number];
  score: number;
  /** The descriptor (faceres, 1024 numbers) that `similarity` compares. */
  embedding: number[];
  /** Radians from the mesh: negative yaw is the head turned to the image's left. */
  yaw: number | null;
  pitch: number | null;
  eyeOpenness: number | null;
  real: number | null;
  live: number | null;
};

export type ImageReading =
  { status: 'unreadable' } | { status: 'read'; width: number; height: number; faces: FaceReading[] };

/**
 * A selfie frame runs every model; a middle frame (between the challenge's first and last, whose eyes the blink is not
 * judged on) every model but iris, and has no eye openness; a photo only detection, mesh and descriptor.
 */
export type ImageKind = 'frame' | 'middle-frame' | 'photo';

export type ReadRequest = { images: { bytes: Uint8Array; kind: ImageKind; format: ImageFormat }[] };
export type ReadResponse = { backend: string; readings: ImageReading[] };
