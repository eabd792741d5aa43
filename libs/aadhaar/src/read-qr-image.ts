import jsQR from 'jsqr';
import sharp from 'sharp';
import { AadhaarCheckError } from './errors';

/** Far above a phone photo (12-50 megapixels), low enough that a crafted image cannot take the server's memory. */
const MAX_INPUT_PIXELS = 60_000_000;
/**
 * The sides to read at, smallest first: a Secure QR has up to 177 modules a side and needs about 3 pixels a module,
 * so 1,600 pixels read most photos quickly; a photo where the QR fills little of the frame gets a second look at
 * full size (bounded, as jsQR's time grows with the pixels).
 */
const READ_SIDES = [1600, 4000] as const;

/**
 * The text of the QR code in a photo or scan (JPEG, PNG, WebP…). The browser reads the QR first; the server reads
 * it again, as it never trusts what a browser says it read.
 */
export async function readQrFromImage(image: Uint8Array): Promise<string> {
  let width: number;
  let height: number;
  try {
    ({ width = 0, height = 0 } = await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS }).metadata());
  } catch {
    throw new AadhaarCheckError('qr-unreadable-image');
  }
  const longest = Math.max(width, height);
  for (const side of READ_SIDES) {
    const text = await readAt(image, Math.min(side, longest));
    if (text) return text;
    if (longest <= side) break;
  }
  throw new AadhaarCheckError('qr-unreadable-image');
}

async function readAt(image: Uint8Array, side: number): Promise<string | null> {
  const { data, info } = await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate() // a phone's EXIF orientation
    .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const code = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
  return code?.data.trim() || null;
}
