import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, say } from '@matri/contracts';
import type { AttemptLimit } from '../../plugins/app/attempt-limits';
import type { Database } from '../../db/database';
import { notFound, validationError } from '../../http/api-error';
import { registerEndpoint } from '../../http/register-endpoint';
import { PUBLIC_PHOTO_CACHE_CONTROL, answerUnchanged } from '../../http/send-photo-file';
import {
  servablePhoto,
  privateCacheControl,
  PHOTO_URL_PREFIX,
  PRIVATE_PHOTO_PREFIX,
  VARIANT_CONTENT_TYPES,
  isPhotoFileName,
  type PhotoStore,
  renderPhotoVariant,
  variantFormatFor,
} from '../../modules/photos';

/**
 * A rendering not yet on disk costs CPU (an AVIF of a large width takes most of a second): a visitor's address may
 * cause a bounded number; renderings already made are served without limit.
 */
const renderingLimit: AttemptLimit = {
  name: 'image renderings per address',
  max: 100,
  windowMinutes: 10,
  per: 'address',
};

/** A photo's file name from its public address, or with the signed access of its private link. */
function photoOfUrl(url: string): { fileName: string; access: string | null } | null {
  const fileName = url.startsWith(PHOTO_URL_PREFIX) ? url.slice(PHOTO_URL_PREFIX.length) : null;
  if (fileName !== null) return isPhotoFileName(fileName) ? { fileName, access: null } : null;
  const signed = url.startsWith(PRIVATE_PHOTO_PREFIX)
    ? /^([0-9a-f]{32}\.webp)\?access=([\w.-]+)$/.exec(url.slice(PRIVATE_PHOTO_PREFIX.length))
    : null;
  return signed ? { fileName: signed[1], access: signed[2] } : null;
}

/**
 * GET /api/image?url=&w=&q=: docs/spec.md's image optimisation, for our own uploads only. A photo not shown to everyone
 * comes by its signed link and only to the viewer it was signed for while they may see it, cached privately.
 */
export const imageRoutes: FastifyPluginAsyncZod<{ db: Database; store: PhotoStore }> = async (app, { db, store }) => {
  registerEndpoint(app, endpoints.photos.optimised, async (request, reply) => {
    const { w, q } = request.query;
    const url = photoOfUrl(request.query.url);
    if (!url) {
      throw validationError(
        say({
          en: 'Only photos uploaded here can be optimised.',
          hi: 'सिर्फ़ यहाँ अपलोड की गई फ़ोटो ही छोटी की जा सकती हैं।',
        }),
        [
          {
            path: ['url'],
            message: say({
              en: `Only photos uploaded here can be optimised (urls starting with ${PHOTO_URL_PREFIX} or ${PRIVATE_PHOTO_PREFIX})`,
              hi: `केवल यहाँ अपलोड की गई फ़ोटो ही छोटी की जा सकती हैं (${PHOTO_URL_PREFIX} या ${PRIVATE_PHOTO_PREFIX} से शुरू होने वाले पते)`,
            }),
          },
        ],
      );
    }
    const servable = await servablePhoto(db, url.fileName, url.access);
    if (!servable) throw notFound(say({ en: 'There is no photo at this address.', hi: 'इस पते पर कोई फ़ोटो नहीं है।' }));
    const { link } = servable;
    const format = variantFormatFor(request.headers.accept);
    const cacheControl = link ? privateCacheControl(link.expires) : PUBLIC_PHOTO_CACHE_CONTROL;
    // A rendering of a stored name never changes either, so its ETag is the name with width, quality and format.
    const etag = `"${url.fileName}.${w}.${q}.${format}"`;
    const unchanged = answerUnchanged(request, reply.header('vary', 'Accept'), etag, cacheControl);
    if (unchanged) return unchanged;
    const data = await renderPhotoVariant(store, url.fileName, w, q, format, () =>
      app.countAttempt(request, renderingLimit),
    );
    return reply
      .header('content-type', VARIANT_CONTENT_TYPES[format])
      .header('etag', etag)
      .header('cache-control', cacheControl)
      .send(data);
  });
};
