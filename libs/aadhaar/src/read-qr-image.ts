import jsQR from 'jsqr';
import sharp from 'sharp';
import { AadhaarCheckError } from './errors';

/** Far above a phone photo (12-50 megapixels), low enough that a crafted image cannot take the server's memory. */
const MAX_INPUT_PIXELS = 60_000_000;
/**
 * The longest sides to read at, smallest first. A Secure QR has up to 177 modules a side and jsQR wants 2-3 pixels a
 * module; a photo where the QR fills a third of the frame reads at 1,000 pixels, one where it fills less needs more.
 * jsQR misses some scales and reads a neighbouring one, and which ones depends on the code's own pattern: on 8 signed
 * codes, each a 1,100-pixel QR in a 3,600 × 2,800 photo, every code read at 2,800 and at the photo's own size, 2 of 8
 * at 2,200 and none at 3,200 with linear resampling (cubic: 6, and 5 of 8), so 1 in 4 such photos was refused
 * before these steps (1,000, 1,500, 2,200, 3,200, linear). Its time grows with the pixels: 3,600 at most.
 */
const READ_SIDES = [1000, 1500, 2200, 2800, 3600] as const;

/**
 * The text of the QR code in a photo or scan (JPEG, PNG, WebP…). The browser reads the QR first; the server reads
 * it again, as it never trusts what a browser says it read.
 */
export async function readQrFromImage(image: Uint8Array): Promise<string> {
  for (const side of READ_SIDES) {
    const { data, info } = await pixelsAt(image, side);
    // Aadhaar's QR is dark on light: trying the inverted image too would double the time of every miss.
    const code = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height, {
      inversionAttempts: 'dontInvert',
    });
    const text = code?.data.trim();
    if (text) return text;
    if (Math.max(info.width, info.height) < side) break; // already at the image's own size
  }
  throw new AadhaarCheckError('qr-unreadable-image');
}

/**
 * Upright (a phone's EXIF orientation), at most `side` pixels long. Cubic resampling: in measurements it read every
 * scale linear read and more (Lanczos, sharp's default, and Mitchell lost some scales).
 */
async function pixelsAt(image: Uint8Array, side: number) {
  try {
    return await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true, kernel: 'cubic' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new AadhaarCheckError('qr-unreadable-image');
  }
}
