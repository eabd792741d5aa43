import { normalisePhoto } from '../normalise-photo';
import { renderBlurredPhoto } from '../render-blurred-photo';
import { photoHashes } from '../screening/photo-hash';

/** An upload made into what is stored: the re-encoded photo (no metadata left) and its blurred rendition. */
export interface PreparedPhoto {
  data: Buffer;
  blurred: Buffer;
  width: number;
  height: number;
}

/**
 * The CPU-heavy work on a photo's pixels (sharp): an upload's re-encoding and its perceptual hash. The product runs it
 * in a child process below the requests (photo-work-process.ts); tests and command-line tools in their own process.
 * `prepare` resolves `unreadable` for pixels that cannot be decoded past a readable header (a damaged file).
 */
export interface PhotoWork {
  prepare: (upload: Buffer) => Promise<PreparedPhoto | 'unreadable'>;
  hash: (image: Buffer) => Promise<{ hash: bigint; mirrored: bigint } | null>;
}

export async function preparePhoto(upload: Buffer): Promise<PreparedPhoto | 'unreadable'> {
  let photo: Awaited<ReturnType<typeof normalisePhoto>>;
  try {
    photo = await normalisePhoto(upload);
  } catch {
    return 'unreadable';
  }
  return { ...photo, blurred: await renderBlurredPhoto(photo.data) };
}

/** The work in the caller's own process. */
export const inProcessPhotoWork: PhotoWork = { prepare: preparePhoto, hash: photoHashes };
