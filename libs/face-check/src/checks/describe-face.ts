import type { FaceEngine } from '../engine/face-engine';
import { readImages, type UnreadableReason } from './read-images';

export type DescribeFaceResult =
  | { status: 'unreadable'; reason: UnreadableReason }
  | { status: 'no-face' }
  | { status: 'several-faces'; count: number }
  | { status: 'described'; embedding: number[]; score: number };

/** The descriptor of the one face in an image, for sameFace; none when the image holds no face or several. */
export async function describeFace(engine: FaceEngine, image: Uint8Array): Promise<DescribeFaceResult> {
  const {
    results: [{ reading, refused }],
  } = await readImages(engine, [{ bytes: image, kind: 'photo' }]);
  if (reading.status === 'unreadable') return { status: 'unreadable', reason: refused ?? 'undecodable' };
  const [face, ...others] = reading.faces;
  if (!face) return { status: 'no-face' };
  if (others.length > 0) return { status: 'several-faces', count: reading.faces.length };
  return { status: 'described', embedding: face.embedding, score: face.score };
}
