export type UploadedImageType = 'jpeg' | 'png' | 'webp' | 'heic';

/** HEIF major brands phones write for still photos (iPhone: heic; some Android: mif1 or heix). */
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'mif1']);

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

/**
 * The type of an uploaded image judged by its first bytes, never by its name or declared type: a renamed PDF or
 * script is refused however it is labelled.
 */
export function sniffImageType(bytes: Uint8Array): UploadedImageType | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 4, 8) === 'ftyp' && HEIC_BRANDS.has(ascii(bytes, 8, 12))) return 'heic';
  return null;
}
