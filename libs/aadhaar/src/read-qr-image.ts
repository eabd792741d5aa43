import jsQR from 'jsqr';
import sharp from 'sharp';
import { AadhaarCheckError } from './errors';

/** Far above a phone photo (12-50 megapixels), low enough that a crafted image cannot take the server's memory. */
const MAX_INPUT_PIXELS = 60_000_000;
/**
 * The longest sides to read at, smallest first. A Secure QR has up to 177 modules a side and jsQR wants 2-3 pixels a
 * module; a photo where the QR fills a third of the frame reads at 1,000 pixels, one where it fills less needs more.
 * jsQR also misses some scales and reads a neighbouring one (measured on a generated 4000x3000 photo: read at 1,000,
 * 1,200 and 2,000 pixels, not at 1,600), so the steps are close. Its time grows with the pixels: 3,200 at most.
 */
const READ_SIDES = [1000, 1500, 2200, 3200] as const;

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
 * Upright (a phone's EXIF orientation), at most `side` pixels long. Linear resampling: in measurements it kept the
 * modules' edges readable where Lanczos (sharp's default) and Mitchell lost some scales.
 */
async function pixelsAt(image: Uint8Array, side: number) {
  try {
    return await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true, kernel: 'linear' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new AadhaarCheckError('qr-unreadable-image');
  }
}
