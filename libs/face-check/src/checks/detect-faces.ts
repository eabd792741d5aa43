import type { FaceEngine } from '../engine/face-engine';
import { readImages, type UnreadableReason } from './read-images';

export type DetectedFace = { box: [number, number, number, number]; score: number };
export type DetectFacesResult =
  { status: 'unreadable'; reason: UnreadableReason } | { status: 'read'; count: number; faces: DetectedFace[] };

/** The faces in one image (JPEG, PNG, WebP or JPEG 2000 bytes): how many, where, how sure. */
export async function detectFaces(engine: FaceEngine, image: Uint8Array): Promise<DetectFacesResult> {
  const {
    results: [{ reading, refused }],
  } = await readImages(engine, [{ bytes: image, kind: 'photo' }]);
  if (reading.status === 'unreadable') return { status: 'unreadable', reason: refused ?? 'undecodable' };
  const faces = reading.faces.map(({ box, score }) => ({ box, score }));
  return { status: 'read', count: faces.length, faces };
}
