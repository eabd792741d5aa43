import { SHRUNK_PHOTO_JPEG_QUALITY, STORED_PHOTO_MAX_SIDE_PX } from '@matri/contracts';

interface Size {
  width: number;
  height: number;
}

/**
 * The picture's size upright (browsers apply the EXIF orientation to an image's natural size), read without decoding
 * its pixels: an image element reads the header on load and decodes only when painted. A type the browser cannot
 * decode (HEIC on most Android Chrome) fails here.
 */
function uprightSizeOf(file: File): Promise<Size> {
  const address = URL.createObjectURL(file);
  return new Promise<Size>((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => reject(new Error('The browser cannot decode this photo.'));
    image.src = address;
  }).finally(() => URL.revokeObjectURL(address));
}

function fitWithinStoredSize({ width, height }: Size): Size {
  const scale = Math.min(1, STORED_PHOTO_MAX_SIDE_PX / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * Transparent parts (a PNG cut-out, rare for a person's photo) become white, as JPEG has no transparency: the photo is
 * shown on the app's white cards, so it looks as it did.
 */
function paint(context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null, bitmap: ImageBitmap) {
  if (!context) throw new Error('No 2D canvas to draw the photo on.');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, bitmap.width, bitmap.height);
  context.drawImage(bitmap, 0, 0);
}

function encodeJpeg(bitmap: ImageBitmap): Promise<Blob | null> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    paint(canvas.getContext('2d'), bitmap);
    return canvas.convertToBlob({ type: 'image/jpeg', quality: SHRUNK_PHOTO_JPEG_QUALITY });
  }
  // Safari before 16.4 has no OffscreenCanvas.
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  paint(canvas.getContext('2d'), bitmap);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', SHRUNK_PHOTO_JPEG_QUALITY));
}

/** The chosen file's name with .jpg for its extension, so the member recognises their photo's name. */
export function jpegNameOf(name: string): string {
  return `${name.replace(/\.[^./]*$/, '') || 'photo'}.jpg`;
}

/**
 * The photo as it is sent: at most STORED_PHOTO_MAX_SIDE_PX on its longer side, upright, as JPEG at
 * SHRUNK_PHOTO_JPEG_QUALITY (libs/contracts says why), because the API keeps no more and a phone's 12-megapixel photo
 * is over a minute of upload on slow 3G. It is decoded at the reduced size, so a cheap phone never holds the full-size
 * bitmap. Re-encoding drops the EXIF (GPS position, camera), so it
 * never leaves the phone; the API strips it too.
 *
 * The original goes unchanged when it is within the bound and not larger than its JPEG copy, when the browser cannot
 * decode it (the API decodes HEIC itself), and when any step fails: the member asked to upload their photo, not to
 * have it shrunk, so this never loses it nor shows an error.
 */
export async function shrinkPhoto(file: File): Promise<File> {
  try {
    const upright = await uprightSizeOf(file);
    const target = fitWithinStoredSize(upright);
    const isWithinBound = target.width === upright.width && target.height === upright.height;
    const bitmap = await createImageBitmap(file, {
      imageOrientation: 'from-image',
      resizeWidth: target.width,
      resizeHeight: target.height,
      resizeQuality: 'high',
    });
    let jpeg: Blob | null;
    try {
      jpeg = await encodeJpeg(bitmap);
    } finally {
      bitmap.close();
    }
    // A browser that cannot write JPEG gives PNG instead, which would be larger than the photo chosen.
    if (!jpeg || jpeg.type !== 'image/jpeg') return file;
    if (isWithinBound && file.size <= jpeg.size) return file;
    return new File([jpeg], jpegNameOf(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
  } catch {
    return file;
  }
}
