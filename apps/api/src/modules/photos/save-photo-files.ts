import type { PreparedFiles } from './photo-work/photo-work';
import type { PhotoStore } from './photo-store';
import { renderBlurredPhoto } from './render-blurred-photo';

export interface SavedPhotoFiles {
  fileName: string;
  blurFileName: string;
}

/** Stores the photo, then its blurred rendition; the photo is removed again if the second one fails. */
async function bothOrNeither(
  store: PhotoStore,
  savePhoto: () => Promise<string>,
  saveBlurred: () => Promise<string>,
): Promise<SavedPhotoFiles> {
  const fileName = await savePhoto();
  try {
    return { fileName, blurFileName: await saveBlurred() };
  } catch (error) {
    await store.remove(fileName);
    throw error;
  }
}

/**
 * Writes a photo and its blurred rendition (made here unless given), both or neither: the rendition is made before anything is written, and
 * the photo file is removed again if the second write fails.
 */
export async function savePhotoFiles(store: PhotoStore, data: Buffer, blurred?: Buffer): Promise<SavedPhotoFiles> {
  const rendition = blurred ?? (await renderBlurredPhoto(data));
  return bothOrNeither(
    store,
    () => store.save(data),
    () => store.save(rendition),
  );
}

/**
 * Stores a prepared photo's two files (PhotoWork's prepare wrote them) the same way, both or neither, without reading
 * them here: the local store links them into its folder, S3 streams them. The files themselves are left.
 */
export function savePreparedFiles(store: PhotoStore, files: PreparedFiles): Promise<SavedPhotoFiles> {
  return bothOrNeither(
    store,
    () => store.saveFile(files.photo),
    () => store.saveFile(files.blurred),
  );
}
