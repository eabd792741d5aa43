import type { FaceEngine } from '../engine/face-engine';
import type { ImageKind, ImageReading } from '../engine/face-reading';
import { imageFormat, isReadableFormat } from '../engine/image-format';

/**
 * Why an image was not read: `unsupported-format` (not JPEG, PNG, WebP or JPEG 2000: refused before the models),
 * `undecodable` (damaged, or more pixels than allowed).
 */
export type UnreadableReason = 'unsupported-format' | 'undecodable';

export type ReadImage = { bytes: Uint8Array; kind: ImageKind };
/** Each image's reading, with why it was refused before the models when it was. */
export type ReadOutcome = { reading: ImageReading; refused: UnreadableReason | null };

/** Reads the images in one job on the engine, sending it only those it could read. */
export async function readImages(
  engine: FaceEngine,
  images: readonly ReadImage[],
): Promise<{ backend: string; results: ReadOutcome[] }> {
  const formats = images.map((image) => imageFormat(image.bytes));
  const sent = images.flatMap((image, index) => {
    const format = formats[index];
    return isReadableFormat(format) ? [{ ...image, format }] : [];
  });
  const { backend, readings } =
    sent.length > 0 ? await engine.read({ images: sent }) : { backend: 'none', readings: [] };
  const queue = [...readings];
  const results = formats.map((format): ReadOutcome =>
    isReadableFormat(format)
      ? { reading: queue.shift() ?? { status: 'unreadable' }, refused: null }
      : { reading: { status: 'unreadable' }, refused: 'unsupported-format' },
  );
  return { backend, results };
}
