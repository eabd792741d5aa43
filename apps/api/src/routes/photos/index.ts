import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, say } from '@matri/contracts';
import type { Database } from '../../db/database';
import { notFound } from '../../http/api-error';
import { registerEndpoint } from '../../http/register-endpoint';
import { servablePhoto, privateCacheControl, isPhotoFileName, type PhotoStore } from '../../modules/photos';
import { NO_PHOTO_HERE, sendPhotoFile } from '../../http/send-photo-file';

/**
 * /api/photos: a photo not shown to everyone, only at a link signed for one viewer and only while that viewer may
 * see it, checked on every request; browsers keep it privately, never past the link's end.
 */
export const privatePhotoRoutes: FastifyPluginAsyncZod<{ db: Database; store: PhotoStore }> = async (
  app,
  { db, store },
) => {
  registerEndpoint(app, endpoints.photos.privateFile, async (request, reply) => {
    const { fileName } = request.params;
    const link = isPhotoFileName(fileName) ? (await servablePhoto(db, fileName, request.query.access))?.link : null;
    if (!link) throw notFound(say(NO_PHOTO_HERE));
    return sendPhotoFile(store, request, reply, fileName, privateCacheControl(link.expires));
  });
};
