import { access, readFile, writeFile } from 'node:fs/promises';
import { normalisePhoto } from '../normalise-photo';
import type { PhotoStore } from '../photo-store';
import { renderBlurredPhoto } from '../render-blurred-photo';
import { photoHashes } from '../screening/photo-hash';

/** An upload made into what is stored: the re-encoded photo (no metadata left), written with its blurred rendition. */
export interface PreparedPhoto {
  width: number;
  height: number;
  /** The re-encoded photo's size. */
  bytes: number;
}

/** The files `prepare` writes the re-encoded photo and its blurred rendition to: named, and removed, by its caller. */
export interface PreparedFiles {
  photo: string;
  blurred: string;
}

/**
 * A photo to work on: its bytes, or the file it lies in on this machine (PhotoStore.localFile), which the photo-work
 * child reads itself. Each photo's bytes sent over the child's IPC channel were serialised, written to the pipe and
 * collected on the API's request thread: an upload's re-encoded copy came back and went out again three times (its
 * hash, nudity, faces), about 4 of its size a photo, in the very seconds ten uploads arrived (README, "photo screening").
 */
export type PhotoSource = Buffer | { file: string };

/** The photo's bytes, or null when its file is gone. */
export const bytesOf = (photo: PhotoSource): Promise<Buffer | null> =>
  Buffer.isBuffer(photo)
    ? Promise.resolve(photo)
    : readFile(photo.file).catch((error: unknown) => {
        if ((error as { code?: string }).code === 'ENOENT') return null;
        throw error;
      });

/** A reader of a photo's bytes made a reader of a PhotoSource; a file gone meanwhile fails it with a clear error. */
export function readingPhoto<T>(read: (bytes: Buffer) => Promise<T>): (photo: PhotoSource) => Promise<T> {
  return async (photo) => {
    const bytes = await bytesOf(photo);
    if (!bytes) throw new Error(`The photo's file is gone: ${(photo as { file: string }).file}`);
    return read(bytes);
  };
}

/**
 * The stored photo for the photo work: its file where the store keeps one on this machine, else its bytes; null when
 * it is not stored.
 */
export async function photoSource(store: PhotoStore, fileName: string): Promise<PhotoSource | null> {
  const file = store.localFile(fileName);
  if (!file) return store.read(fileName);
  return access(file).then(
    () => ({ file }),
    (error: unknown) => {
      if ((error as { code?: string }).code === 'ENOENT') return null;
      throw error;
    },
  );
}

/**
 * The CPU-heavy work on a photo's pixels (sharp): an upload's re-encoding and its perceptual hash. The product runs it
 * in a child process below the requests (photo-work-process.ts); tests and command-line tools in their own process.
 * `prepare` writes the re-encoded photo and its blurred rendition to `into` (whole files, before it resolves), so that
 * neither crosses back to the caller; it resolves `unreadable`, writing nothing, for pixels that cannot be decoded past
 * a readable header (a damaged file), and for an upload's file that is gone.
 */
export interface PhotoWork {
  prepare: (upload: PhotoSource, into: PreparedFiles) => Promise<PreparedPhoto | 'unreadable'>;
  hash: (image: PhotoSource) => Promise<{ hash: bigint; mirrored: bigint } | null>;
}

export async function preparePhoto(upload: PhotoSource, into: PreparedFiles): Promise<PreparedPhoto | 'unreadable'> {
  const bytes = await bytesOf(upload);
  if (!bytes) return 'unreadable';
  let photo: Awaited<ReturnType<typeof normalisePhoto>>;
  try {
    photo = await normalisePhoto(bytes);
  } catch {
    return 'unreadable';
  }
  const blurred = await renderBlurredPhoto(photo.data);
  // As the spooled upload's: new files only (never one planted at the name beforehand), readable by this user alone.
  const written = { flag: 'wx', mode: 0o600 } as const;
  // Both settled before it answers: a write still running after a failed one could leave a file its caller had removed.
  const writes = await Promise.allSettled([
    writeFile(into.photo, photo.data, written),
    writeFile(into.blurred, blurred, written),
  ]);
  const failed = writes.find((write) => write.status === 'rejected');
  if (failed) throw failed.reason;
  return { width: photo.width, height: photo.height, bytes: photo.data.length };
}

/** The work in the caller's own process. */
export const inProcessPhotoWork: PhotoWork = { prepare: preparePhoto, hash: readingPhoto(photoHashes) };
