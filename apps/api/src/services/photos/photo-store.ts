import { randomBytes } from 'node:crypto';
import { link, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Public path under which photos shown to everyone (and blurred renditions) are served. */
export const PHOTO_URL_PREFIX = '/uploads/photos/';

/** Where photos not shown to everyone are served, each address signed for one viewer and a time (photo-links.ts). */
export const PRIVATE_PHOTO_PREFIX = '/api/photos/';

/** Stored names: 128 random bits, so a url cannot be guessed from another; never the uploader's file name. */
const FILE_NAME_PATTERN = /^[0-9a-f]{32}\.webp$/;

export function isPhotoFileName(name: string): boolean {
  return FILE_NAME_PATTERN.test(name);
}

export function photoUrl(fileName: string): string {
  return `${PHOTO_URL_PREFIX}${fileName}`;
}

export type VariantFormat = 'avif' | 'webp' | 'jpeg';

export interface PhotoStore {
  readonly dir: string;
  /** Writes the photo under a new random name (atomically: a reader never sees half a file) and returns the name. */
  save: (data: Buffer) => Promise<string>;
  /** The same file under a new random name as well (a hard link: no copy); the old name stays until removed. */
  link: (fileName: string) => Promise<string>;
  /** Removes the photo and every resized variant of it. */
  remove: (fileName: string) => Promise<void>;
  pathOf: (fileName: string) => string;
  /** Where the optimiser keeps a resized copy; a photo's variants share one folder, removed with the photo. */
  variantPathOf: (fileName: string, width: number, quality: number, format: VariantFormat) => string;
  /** Writes a file atomically (temporary name, then rename). */
  writeAtomically: (file: string, data: Buffer) => Promise<void>;
}

async function writeAtomically(file: string, data: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = path.join(path.dirname(file), `.${randomBytes(6).toString('hex')}.partial`);
  await writeFile(temporary, data);
  await rename(temporary, file);
}

export function createPhotoStore(uploadsDir: string): PhotoStore {
  const dir = path.join(uploadsDir, 'photos');
  const variantsDir = path.join(uploadsDir, 'variants');
  const checked = (fileName: string) => {
    if (!isPhotoFileName(fileName)) throw new Error(`Not a stored photo name: ${fileName}`);
    return fileName;
  };
  const pathOf = (fileName: string) => path.join(dir, checked(fileName));
  const variantsOf = (fileName: string) => path.join(variantsDir, checked(fileName).replace(/\.webp$/, ''));
  return {
    dir,
    pathOf,
    variantPathOf: (fileName, width, quality, format) => path.join(variantsOf(fileName), `${width}-${quality}.${format}`),
    writeAtomically,
    save: async (data) => {
      const fileName = `${randomBytes(16).toString('hex')}.webp`;
      await writeAtomically(pathOf(fileName), data);
      return fileName;
    },
    link: async (fileName) => {
      const newName = `${randomBytes(16).toString('hex')}.webp`;
      await link(pathOf(fileName), pathOf(newName));
      return newName;
    },
    remove: async (fileName) => {
      await rm(pathOf(fileName), { force: true });
      await rm(variantsOf(fileName), { recursive: true, force: true });
    },
  };
}
