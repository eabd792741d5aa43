import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMAGE_DEFAULT_QUALITY, IMAGE_DEVICE_WIDTHS, IMAGE_QUALITIES, IMAGE_SIZES } from '@matri/contracts';
import type { AttemptLimit } from '../../plugins/app/attempt-limits';
import { PHOTO_URL_PREFIX, isPhotoFileName, type PhotoStore } from '../../services/photos/photo-store';
import { renderPhotoVariant, VARIANT_CONTENT_TYPES, variantFormatFor } from '../../services/photos/render-photo-variant';

const ALLOWED_WIDTHS: readonly number[] = [...IMAGE_SIZES, ...IMAGE_DEVICE_WIDTHS];
const ALLOWED_QUALITIES: readonly number[] = IMAGE_QUALITIES;

/**
 * A rendering not yet on disk costs CPU (an AVIF of a large width takes most of a second): a visitor's address may
 * cause a bounded number; renderings already made are served without limit.
 */
const renderingLimit: AttemptLimit = { name: 'image renderings per address', max: 100, windowMinutes: 10, per: 'address' };

const ImageQuery = z
  .object({
    url: z
      .string({ error: 'Give the url of a photo' })
      .refine((url) => url.startsWith(PHOTO_URL_PREFIX) && isPhotoFileName(url.slice(PHOTO_URL_PREFIX.length)), {
        error: `Only photos uploaded here can be optimised (urls starting with ${PHOTO_URL_PREFIX})`,
      }),
    w: z.coerce
      .number({ error: 'The width w must be a number' })
      .refine((w) => ALLOWED_WIDTHS.includes(w), { error: `The width w must be one of ${ALLOWED_WIDTHS.join(', ')}` }),
    q: z.coerce
      .number({ error: 'The quality q must be a number' })
      .refine((q) => ALLOWED_QUALITIES.includes(q), { error: `The quality q must be one of ${ALLOWED_QUALITIES.join(', ')}` })
      .default(IMAGE_DEFAULT_QUALITY),
  })
  .strict();

/** GET /api/image?url=&w=&q=: the spec's image optimisation, for our own uploads only. */
export const imageRoutes: FastifyPluginAsyncZod<{ store: PhotoStore }> = async (app, { store }) => {
  app.get(
    '/api/image',
    { schema: { tags: ['photos'], summary: 'A photo resized for the screen, as AVIF, WebP or JPEG by Accept', querystring: ImageQuery }, config: { access: 'public' } },
    async (request, reply) => {
      const { url, w, q } = request.query;
      const format = variantFormatFor(request.headers.accept);
      const data = await renderPhotoVariant(store, url.slice(PHOTO_URL_PREFIX.length), w, q, format, () => app.countAttempt(request, renderingLimit));
      return reply
        .header('content-type', VARIANT_CONTENT_TYPES[format])
        .header('vary', 'Accept')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(data);
    },
  );
};
