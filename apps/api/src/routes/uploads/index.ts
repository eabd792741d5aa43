import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/api-error';
import { isPhotoFileName, PHOTO_URL_PREFIX, type PhotoStore } from '../../services/photos/photo-store';

const NOT_FOUND = 'There is no photo at this address.';

/**
 * Stored photos. A name is 128 random bits and only handed out where the owner's visibility allows; names never
 * change (a new upload is a new name), so browsers may keep them for a year.
 */
export const uploadRoutes: FastifyPluginAsyncZod<{ store: PhotoStore }> = async (app, { store }) => {
  app.get(
    `${PHOTO_URL_PREFIX}:fileName`,
    { schema: { tags: ['photos'], summary: 'A stored photo', params: z.object({ fileName: z.string() }).strict() }, config: { access: 'public' } },
    async (request, reply) => {
      const { fileName } = request.params;
      if (!isPhotoFileName(fileName)) throw notFound(NOT_FOUND);
      const file = store.pathOf(fileName);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) throw notFound(NOT_FOUND);
      return reply
        .header('content-type', 'image/webp')
        .header('content-length', info.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(createReadStream(file));
    },
  );
};
