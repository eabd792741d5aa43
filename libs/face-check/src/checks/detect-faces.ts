import type { FaceEngine } from '../engine/face-engine';
import { readImages, type UnreadableReason } from './read-images';

/** A face found, with its descriptor (what a selfie check compares; biometric data, for a caller that keeps it). */
export type DetectedFace = { box: [number, number, number, number]; score: number; descriptor: number[] };
export type DetectFacesResult =
  { status: 'unreadable'; reason: UnreadableReason } | { status: 'read'; count: number; faces: DetectedFace[] };

/**
 * The faces in one image (JPEG, PNG, WebP or JPEG 2000 bytes): how many, where, how sure, and each one's descriptor,
 * which the models compute for a photo anyway (a selfie check given them later reads the photo no more).
 */
export async function detectFaces(engine: FaceEngine, image: Uint8Array): Promise<DetectFacesResult> {
  const {
    results: [{ reading, refused }],
  } = await readImages(engine, [{ bytes: image, kind: 'photo' }]);
  if (reading.status === 'unreadable') return { status: 'unreadable', reason: refused ?? 'undecodable' };
  const faces = reading.faces.map(({ box, score, embedding }) => ({ box, score, descriptor: embedding }));
  return { status: 'read', count: faces.length, faces };
}
