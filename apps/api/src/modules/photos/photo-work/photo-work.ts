import { readFile } from 'node:fs/promises';
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
 * An upload to prepare: its bytes, or the file it lies in on this machine (PhotoStore.localFile), which the child
 * reads itself. Read by the API process and sent to the child, a phone's 4 MB photo was held whole in the API's
 * memory and cost its request thread 7-15 ms of CPU, the message's serialisation holding it 4-9 ms at a time (a scratch
 * run of Node's advanced IPC at load 4), in the very seconds ten uploads were screened.
 */
export type UploadSource = Buffer | { file: string };

/**
 * The CPU-heavy work on a photo's pixels (sharp): an upload's re-encoding and its perceptual hash. The product runs it
 * in a child process below the requests (photo-work-process.ts); tests and command-line tools in their own process.
 * `prepare` resolves `unreadable` for pixels that cannot be decoded past a readable header (a damaged file), and for
 * an upload's file that is gone.
 */
export interface PhotoWork {
  prepare: (upload: UploadSource) => Promise<PreparedPhoto | 'unreadable'>;
  hash: (image: Buffer) => Promise<{ hash: bigint; mirrored: bigint } | null>;
}

const bytesOf = (upload: UploadSource): Promise<Buffer | null> =>
  Buffer.isBuffer(upload)
    ? Promise.resolve(upload)
    : readFile(upload.file).catch((error: unknown) => {
        if ((error as { code?: string }).code === 'ENOENT') return null;
        throw error;
      });

export async function preparePhoto(upload: UploadSource): Promise<PreparedPhoto | 'unreadable'> {
  const bytes = await bytesOf(upload);
  if (!bytes) return 'unreadable';
  let photo: Awaited<ReturnType<typeof normalisePhoto>>;
  try {
    photo = await normalisePhoto(bytes);
  } catch {
    return 'unreadable';
  }
  return { ...photo, blurred: await renderBlurredPhoto(photo.data) };
}

/** The work in the caller's own process. */
export const inProcessPhotoWork: PhotoWork = { prepare: preparePhoto, hash: photoHashes };
