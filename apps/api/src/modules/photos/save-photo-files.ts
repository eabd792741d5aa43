import type { PhotoStore } from './photo-store';
import { renderBlurredPhoto } from './render-blurred-photo';

export interface SavedPhotoFiles {
  fileName: string;
  blurFileName: string;
}

/**
 * Writes a photo and its blurred rendition (made here unless given), both or neither: the rendition is made before anything is written, and
 * the photo file is removed again if the second write fails.
 */
export async function savePhotoFiles(store: PhotoStore, data: Buffer, blurred?: Buffer): Promise<SavedPhotoFiles> {
  blurred ??= await renderBlurredPhoto(data);
  const fileName = await store.save(data);
  try {
    return { fileName, blurFileName: await store.save(blurred) };
  } catch (error) {
    await store.remove(fileName);
    throw error;
  }
}
