import sharp, { type Sharp } from 'sharp';
import type { PhotoStore, VariantFormat } from './photo-store';
import { NotFound } from '../platform';

/** The best format the browser says it takes: AVIF is smallest, WebP nearly everywhere, JPEG for the rest. */
export function variantFormatFor(accept: string | undefined): VariantFormat {
  if (accept?.includes('image/avif')) return 'avif';
  if (accept?.includes('image/webp')) return 'webp';
  return 'jpeg';
}

function encode(image: Sharp, format: VariantFormat, quality: number): Sharp {
  // AVIF effort 2 keeps a first render of a large width around a second on these machines; results are cached.
  if (format === 'avif') return image.avif({ quality, effort: 2 });
  if (format === 'webp') return image.webp({ quality });
  return image.jpeg({ quality, mozjpeg: true });
}

/**
 * A stored photo at the asked width (never enlarged) and quality, rendered once and then read from the store.
 * `beforeRendering` runs on a cache miss before any work (it refuses a visitor who caused too many). Returns the
 * variant's bytes.
 */
export async function renderPhotoVariant(
  store: PhotoStore,
  fileName: string,
  width: number,
  quality: number,
  format: VariantFormat,
  beforeRendering: () => Promise<void>,
): Promise<Buffer> {
  const variant = { width, quality, format };
  const hit = await store.readVariant(fileName, variant);
  if (hit) return hit;
  const source = await store.read(fileName);
  if (!source) throw new NotFound({ en: 'There is no photo at this address.', hi: 'इस पते पर कोई फ़ोटो नहीं है।' });
  await beforeRendering();
  const data = await encode(sharp(source).resize({ width, withoutEnlargement: true }), format, quality).toBuffer();
  await store.saveVariant(fileName, variant, data);
  return data;
}
