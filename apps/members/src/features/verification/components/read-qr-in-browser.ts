import jsQR from 'jsqr';

/**
 * The longest sides to read a photo at: most phone photos of an Aadhaar letter read at 1,000 pixels; a QR that fills
 * less of the frame needs more. The server reads again (and harder) what the browser could not.
 */
const READ_SIDES = [1000, 1600] as const;

/** The text of the QR code in a photo or scan, read on the device; null when none could be read here. */
export async function readQrInBrowser(image: Blob): Promise<string | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(image);
  } catch {
    return null;
  }
  try {
    for (const side of READ_SIDES) {
      const scale = Math.min(1, side / Math.max(bitmap.width, bitmap.height));
      const width = Math.round(bitmap.width * scale);
      const height = Math.round(bitmap.height * scale);
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (!context) return null;
      context.drawImage(bitmap, 0, 0, width, height);
      const code = jsQR(context.getImageData(0, 0, width, height).data, width, height, {
        inversionAttempts: 'dontInvert',
      });
      const text = code?.data.trim();
      if (text) return text;
      if (scale === 1) break;
    }
    return null;
  } finally {
    bitmap.close();
  }
}
