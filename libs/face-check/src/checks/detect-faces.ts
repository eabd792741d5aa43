import type { FaceEngine } from '../engine/face-engine';
import { unreadableReason, type UnreadableReason } from './read-images';

export type DetectedFace = { box: [number, number, number, number]; score: number };
export type DetectFacesResult =
  { status: 'unreadable'; reason: UnreadableReason } | { status: 'read'; count: number; faces: DetectedFace[] };

/** The faces in one image (JPEG, PNG or WebP bytes): how many, where, how sure. */
export async function detectFaces(engine: FaceEngine, image: Uint8Array): Promise<DetectFacesResult> {
  const refused = unreadableReason(image);
  if (refused) return { status: 'unreadable', reason: refused };
  const {
    readings: [reading],
  } = await engine.read({ images: [{ bytes: image, kind: 'photo' }] });
  if (reading.status === 'unreadable') return { status: 'unreadable', reason: 'undecodable' };
  const faces = reading.faces.map(({ box, score }) => ({ box, score }));
  return { status: 'read', count: faces.length, faces };
}
