import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { endpoints, endpointUrl } from '@matri/contracts';

/** Public path under which photos shown to everyone (and blurred renditions) are served. */
export const PHOTO_URL_PREFIX = endpointUrl(endpoints.photos.publicFile, { fileName: '' });

/** Where photos not shown to everyone are served, each address signed for one viewer and a time (photo-links.ts). */
export const PRIVATE_PHOTO_PREFIX = endpointUrl(endpoints.photos.privateFile, { fileName: '' });

/** Stored names: 128 random bits, so a url cannot be guessed from another; never the uploader's file name. */
const FILE_NAME_PATTERN = /^[0-9a-f]{32}\.webp$/;

export function isPhotoFileName(name: string): boolean {
  return FILE_NAME_PATTERN.test(name);
}

/** A new stored name. */
export function newPhotoFileName(): string {
  return `${randomBytes(16).toString('hex')}.webp`;
}

/** A stored name checked before it reaches a path or an object key. */
export function checkedPhotoFileName(fileName: string): string {
  if (!isPhotoFileName(fileName)) throw new Error(`Not a stored photo name: ${fileName}`);
  return fileName;
}

export function photoUrl(fileName: string): string {
  return `${PHOTO_URL_PREFIX}${fileName}`;
}

export type VariantFormat = 'avif' | 'webp' | 'jpeg';

export const VARIANT_CONTENT_TYPES: Record<VariantFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

/** A resized copy of a stored photo, rendered once by the image optimiser and kept with the photo. */
export interface PhotoVariant {
  width: number;
  quality: number;
  format: VariantFormat;
}

/**
 * Where photos, their blurred renditions and the image optimiser's resized copies are kept: the local folder
 * (local-photo-store.ts, the default) or S3-compatible object storage (s3-photo-store.ts), the same for every caller.
 */
export interface PhotoStore {
  /** Where it keeps them, said at start-up. */
  readonly where: string;
  /** Writes the photo under a new random name (a reader never sees half of it) and returns the name. */
  save: (data: Buffer) => Promise<string>;
  /** The file at `file` (an upload spooled to disk, spool-upload.ts) stored the same way; the file itself is left. */
  saveFile: (file: string) => Promise<string>;
  /** The same photo under a new random name as well (the old name stays until removed), or null when it is not stored. */
  copy: (fileName: string) => Promise<string | null>;
  /** Removes the photo and every resized copy of it; nothing happens for a name that is not stored. */
  remove: (fileName: string) => Promise<void>;
  /** The photo's bytes, or null when it is not stored. */
  read: (fileName: string) => Promise<Buffer | null>;
  /**
   * Where the photo lies on this machine's disk, for another process to read it there (the photo-work child), or null
   * for a store that keeps no files here (S3). Said whether or not the photo is stored.
   */
  localFile: (fileName: string) => string | null;
  /** The photo to send to a browser, or null when it is not stored. */
  open: (fileName: string) => Promise<{ body: Readable; size: number } | null>;
  readVariant: (fileName: string, variant: PhotoVariant) => Promise<Buffer | null>;
  saveVariant: (fileName: string, variant: PhotoVariant, data: Buffer) => Promise<void>;
}
