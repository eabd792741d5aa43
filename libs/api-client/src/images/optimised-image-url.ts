import { endpointUrl, IMAGE_DEFAULT_QUALITY, photoEndpoints } from '@matri/contracts';
import { resolveApiUrl, type RuntimeConfig } from '../config/runtime-config';

/**
 * The url of one of our uploads through the API's image optimiser (docs/spec.md section 7), at a width from
 * IMAGE_SIZES or IMAGE_DEVICE_WIDTHS. Absolute urls (photos hosted elsewhere) are used as they are.
 */
export function optimisedImageUrl(
  config: RuntimeConfig,
  url: string,
  width: number,
  quality = IMAGE_DEFAULT_QUALITY,
): string {
  if (/^https?:\/\//i.test(url)) return url;
  // The default quality is left out, so one photo at one width has one address (and one cached copy).
  const q = quality === IMAGE_DEFAULT_QUALITY ? undefined : quality;
  return resolveApiUrl(config, endpointUrl(photoEndpoints.optimised, undefined, { url, w: width, q }));
}
