import type { FaceEngine } from '../engine/face-engine';
import type { ImageKind, ImageReading } from '../engine/face-reading';
import { imageFormat, isReadableFormat } from '../engine/image-format';

/**
 * Why an image was not read: `jpeg2000` (the Aadhaar QR's photo: sharp as npm ships it has no OpenJPEG),
 * `unsupported-format` (not JPEG, PNG or WebP), `undecodable` (damaged, or more pixels than allowed).
 */
export type UnreadableReason = 'jpeg2000' | 'unsupported-format' | 'undecodable';

/** Refuses before the queue what the models could never read. */
export function unreadableReason(image: Uint8Array): UnreadableReason | null {
  const format = imageFormat(image);
  if (format === 'jpeg2000') return 'jpeg2000';
  return isReadableFormat(format) ? null : 'unsupported-format';
}

export type ReadImage = { bytes: Uint8Array; kind: ImageKind };
/** Each image's reading, with why it was refused before the models when it was. */
export type ReadOutcome = { reading: ImageReading; refused: UnreadableReason | null };

/** Reads the images in one job on the engine, sending it only those it could read. */
export async function readImages(
  engine: FaceEngine,
  images: readonly ReadImage[],
): Promise<{ backend: string; results: ReadOutcome[] }> {
  const refused = images.map((image) => unreadableReason(image.bytes));
  const sent = images.filter((_, index) => refused[index] === null);
  const { backend, readings } =
    sent.length > 0 ? await engine.read({ images: sent }) : { backend: 'none', readings: [] };
  const queue = [...readings];
  const results = refused.map((reason): ReadOutcome =>
    reason === null
      ? { reading: queue.shift() ?? { status: 'unreadable' }, refused: null }
      : { reading: { status: 'unreadable' }, refused: reason },
  );
  return { backend, results };
}
