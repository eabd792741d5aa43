import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, link, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkedPhotoFileName, newPhotoFileName, type PhotoStore, type PhotoVariant } from './photo-store';

export interface LocalPhotoStore extends PhotoStore {
  /** The folder of the photos themselves (resized copies are in `variants` beside it). */
  readonly dir: string;
  pathOf: (fileName: string) => string;
}

/** Writes through a temporary name and a rename, so a reader never sees half a file. */
async function writeAtomically(file: string, write: (temporary: string) => Promise<void>): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = path.join(path.dirname(file), `.${randomBytes(6).toString('hex')}.partial`);
  await write(temporary);
  await rename(temporary, file);
}

/**
 * The file (complete, written by someone else) under a second name: a hard link where both names are on one file
 * system (no bytes copied: a 4 MB upload's copy was the request thread's callbacks and the disk's writes), a copy
 * where they are not (EXDEV, a spool folder on another device) or the file system keeps no links (EPERM).
 */
async function linkOrCopy(file: string, target: string): Promise<void> {
  try {
    await link(file, target);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code !== 'EXDEV' && code !== 'EPERM') throw error;
    await writeAtomically(target, (temporary) => copyFile(file, temporary));
  }
}

const ifStored = <T>(reading: Promise<T>): Promise<T | null> =>
  reading.catch((error: unknown) => {
    if ((error as { code?: string }).code === 'ENOENT') return null;
    throw error;
  });

/** Photos in DATA_DIR/uploads: `photos/<name>`, and each photo's resized copies in `variants/<name>/`. */
export function createLocalPhotoStore(uploadsDir: string): LocalPhotoStore {
  const dir = path.join(uploadsDir, 'photos');
  const variantsDir = path.join(uploadsDir, 'variants');
  const pathOf = (fileName: string) => path.join(dir, checkedPhotoFileName(fileName));
  const variantsOf = (fileName: string) =>
    path.join(variantsDir, checkedPhotoFileName(fileName).replace(/\.webp$/, ''));
  const variantPath = (fileName: string, { width, quality, format }: PhotoVariant) =>
    path.join(variantsOf(fileName), `${width}-${quality}.${format}`);
  return {
    where: `the folder ${uploadsDir}`,
    dir,
    pathOf,
    save: async (data) => {
      const fileName = newPhotoFileName();
      await writeAtomically(pathOf(fileName), (temporary) => writeFile(temporary, data));
      return fileName;
    },
    saveFile: async (file) => {
      const fileName = newPhotoFileName();
      await mkdir(dir, { recursive: true });
      await linkOrCopy(file, pathOf(fileName));
      return fileName;
    },
    // A hard link: the same bytes under a second name, no copy.
    copy: async (fileName) => {
      const newName = newPhotoFileName();
      return ifStored(link(pathOf(fileName), pathOf(newName)).then(() => newName));
    },
    remove: async (fileName) => {
      await rm(pathOf(fileName), { force: true });
      await rm(variantsOf(fileName), { recursive: true, force: true });
    },
    read: async (fileName) => ifStored(readFile(pathOf(fileName))),
    localFile: pathOf,
    open: async (fileName) => {
      const info = await ifStored(stat(pathOf(fileName)));
      return info?.isFile() ? { body: createReadStream(pathOf(fileName)), size: info.size } : null;
    },
    readVariant: async (fileName, variant) => ifStored(readFile(variantPath(fileName, variant))),
    saveVariant: async (fileName, variant, data) =>
      writeAtomically(variantPath(fileName, variant), (temporary) => writeFile(temporary, data)),
  };
}
