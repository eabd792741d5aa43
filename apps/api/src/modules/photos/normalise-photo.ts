import { open, readFile } from 'node:fs/promises';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { MAX_PHOTO_PIXELS, MIN_PHOTO_SIDE_PX, say, STORED_PHOTO_MAX_SIDE_PX } from '@matri/contracts';
import { decodeHeic } from './decode-heic';
import { sniffImageType } from './sniff-image-type';
import { InvalidInput, takeTurns } from '../platform';

const STORED_WEBP_QUALITY = 82;

export interface NormalisedPhoto {
  data: Buffer;
  width: number;
  height: number;
}

const HEIC_UNREADABLE = {
  en: 'This HEIC photo could not be read. Try exporting it as JPEG.',
  hi: 'यह HEIC फ़ोटो पढ़ी नहीं जा सकी। इसे JPEG में बदलकर आज़माएँ।',
};

function photoError(message: string): InvalidInput {
  return new InvalidInput(message, [{ path: ['photo'], message }]);
}

function refuseBadDimensions(width: number | undefined, height: number | undefined): void {
  if (!width || !height)
    throw photoError(
      say({
        en: 'This photo could not be read. Try another JPEG, PNG, WebP or HEIC photo.',
        hi: 'यह फ़ोटो पढ़ी नहीं जा सकी। कोई दूसरी JPEG, PNG, WebP या HEIC फ़ोटो आज़माएँ।',
      }),
    );
  if (width * height > MAX_PHOTO_PIXELS) {
    throw photoError(
      say({
        en: `This photo has too many pixels (${Math.round((width * height) / 1e6)} megapixels). Use one of at most ${MAX_PHOTO_PIXELS / 1e6} megapixels.`,
        hi: `इस फ़ोटो में बहुत ज़्यादा पिक्सेल हैं (${Math.round((width * height) / 1e6)} मेगापिक्सेल)। ज़्यादा से ज़्यादा ${MAX_PHOTO_PIXELS / 1e6} मेगापिक्सेल की फ़ोटो लें।`,
      }),
    );
  }
  if (Math.min(width, height) < MIN_PHOTO_SIDE_PX) {
    throw photoError(
      say({
        en: `This photo is too small (${width}×${height}). Use one at least ${MIN_PHOTO_SIDE_PX} pixels on each side.`,
        hi: `यह फ़ोटो बहुत छोटी है (${width}×${height})। हर तरफ़ कम से कम ${MIN_PHOTO_SIDE_PX} पिक्सेल की फ़ोटो लें।`,
      }),
    );
  }
}

/** HEIC is decoded by libheif compiled to WebAssembly (sharp's bundled libvips reads HEIF only with AV1 inside). */
async function openHeic(bytes: Buffer): Promise<Sharp> {
  const result = await decodeHeic(bytes, MAX_PHOTO_PIXELS);
  if (result.status === 'unreadable') throw photoError(say(HEIC_UNREADABLE));
  refuseBadDimensions(result.width, result.height);
  if (result.status !== 'decoded') throw photoError(say(HEIC_UNREADABLE));
  const { data, width, height } = result;
  return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } });
}

async function openImage(bytes: Buffer): Promise<Sharp> {
  const type = sniffImageType(bytes);
  if (!type) throw photoError('Upload a photo in JPEG, PNG, WebP or HEIC format.');
  if (type === 'heic') return openHeic(bytes);
  let metadata: Metadata;
  try {
    // Reads the header only, so the size can be judged (and named) before any pixel is decoded.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw photoError('This photo could not be read. It may be damaged; try another one.');
  }
  refuseBadDimensions(metadata.width, metadata.height);
  return sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' });
}

/** The first bytes of a file, enough to tell an image's type (sniffImageType). */
async function headOf(file: string): Promise<Uint8Array> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read({ buffer: Buffer.alloc(16) });
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * What can be judged of an upload (a file: spool-upload.ts) before any pixel is decoded, with the same words
 * normalisePhoto would say: its type, that its header reads, and its size. Only the header is read (all of a HEIC
 * file, whose container libheif reads from memory). Resolves the size it will be stored at (upright, at most 2048 px a
 * side), so that an upload can be answered before its re-encoding.
 */
export async function checkUpload(file: string): Promise<{ width: number; height: number }> {
  const type = sniffImageType(await headOf(file));
  if (!type) throw photoError('Upload a photo in JPEG, PNG, WebP or HEIC format.');
  let width: number | undefined;
  let height: number | undefined;
  let isTurned = false;
  if (type === 'heic') {
    // At most 0 pixels decoded: libheif reads the size from the container alone.
    const result = await decodeHeic(await readFile(file), 0);
    if (result.status === 'unreadable') throw photoError(say(HEIC_UNREADABLE));
    ({ width, height } = result);
  } else {
    try {
      const metadata = await sharp(file, { limitInputPixels: false }).metadata();
      ({ width, height } = metadata);
      // EXIF orientations 5 to 8 turn the picture a quarter: stored upright, its sides swap.
      isTurned = (metadata.orientation ?? 1) >= 5;
    } catch {
      throw photoError('This photo could not be read. It may be damaged; try another one.');
    }
  }
  refuseBadDimensions(width, height);
  const [upright, across] = isTurned ? [height as number, width as number] : [width as number, height as number];
  const scale = Math.min(1, STORED_PHOTO_MAX_SIDE_PX / Math.max(upright, across));
  return { width: Math.round(upright * scale), height: Math.round(across * scale) };
}

/** The upload whose pixels are being re-encoded now: the next one waits for it (see normalisePhoto). */
const inTurn = takeTurns(1);

/**
 * Turns an upload into the photo we store: upright (EXIF orientation applied), at most 2048 px on its longer side,
 * re-encoded as WebP. Re-encoding drops every piece of metadata (EXIF, GPS position, camera, thumbnails) and anything
 * smuggled after the image data.
 *
 * One upload at a time per process (the API's photo-work child process, photo-work/): a phone's photo costs about a
 * third of a second of CPU and holds tens of megabytes of pixels, and libuv ran four at once; an upload waits for
 * another upload instead.
 */
export function normalisePhoto(bytes: Buffer): Promise<NormalisedPhoto> {
  return inTurn(() => reencode(bytes));
}

async function reencode(bytes: Buffer): Promise<NormalisedPhoto> {
  const image = await openImage(bytes);
  try {
    const { data, info } = await image
      .rotate()
      .resize({
        width: STORED_PHOTO_MAX_SIDE_PX,
        height: STORED_PHOTO_MAX_SIDE_PX,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: STORED_WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    throw photoError('This photo could not be read. It may be damaged; try another one.');
  }
}
