import {
  endpointUrl,
  IMAGE_DEFAULT_QUALITY,
  IMAGE_DEVICE_WIDTHS,
  IMAGE_QUALITIES,
  IMAGE_SIZES,
  photoEndpoints,
} from '@matri/contracts';
import { resolveApiUrl } from '../config/resolve-api-url';
import type { RuntimeConfig } from '../config/runtime-config';
import { isSavingData } from '../network/is-saving-data';

const widths: readonly number[] = [...IMAGE_SIZES, ...IMAGE_DEVICE_WIDTHS];

/**
 * Under Save-Data a photo comes a width smaller (the next one /api/image renders: 384 → 256) at the lightest quality,
 * about a third of the bytes; the browser scales it to its box, a little softer.
 */
export function dataSaverImage(width: number): { width: number; quality: number } {
  const smaller = widths.filter((candidate) => candidate < width);
  return { width: smaller.length > 0 ? Math.max(...smaller) : width, quality: Math.min(...IMAGE_QUALITIES) };
}

/**
 * The url of one of our uploads through the API's image optimiser (docs/spec.md section 7), at a width from
 * IMAGE_SIZES or IMAGE_DEVICE_WIDTHS, smaller when the member's browser asks to save data. Absolute urls (photos
 * hosted elsewhere) are used as they are.
 */
export function optimisedImageUrl(
  config: RuntimeConfig,
  url: string,
  width: number,
  quality = IMAGE_DEFAULT_QUALITY,
  isSaving = isSavingData(),
): string {
  if (/^https?:\/\//i.test(url)) return url;
  const asked = isSaving ? dataSaverImage(width) : { width, quality };
  // The default quality is left out, so one photo at one width has one address (and one cached copy).
  const q = asked.quality === IMAGE_DEFAULT_QUALITY ? undefined : asked.quality;
  return resolveApiUrl(config, endpointUrl(photoEndpoints.optimised, undefined, { url, w: asked.width, q }));
}
