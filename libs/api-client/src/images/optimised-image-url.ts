import { IMAGE_DEFAULT_QUALITY } from '@matri/contracts';
import { resolveApiUrl, type RuntimeConfig } from '../config/runtime-config';

/**
 * The url of one of our uploads through the API's image optimiser (spec section 7), at a width from IMAGE_SIZES or
 * IMAGE_DEVICE_WIDTHS. Absolute urls (photos hosted elsewhere) are used as they are.
 */
export function optimisedImageUrl(config: RuntimeConfig, url: string, width: number, quality = IMAGE_DEFAULT_QUALITY): string {
  if (/^https?:\/\//i.test(url)) return url;
  const query = new URLSearchParams({ url, w: String(width) });
  if (quality !== IMAGE_DEFAULT_QUALITY) query.set('q', String(quality));
  return resolveApiUrl(config, `/api/image?${query.toString()}`);
}
