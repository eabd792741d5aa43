import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, say } from '@matri/contracts';
import type { Database } from '../../db/database';
import { notFound } from '../../http/api-error';
import { registerEndpoint } from '../../http/register-endpoint';
import { servablePhoto, isPhotoFileName, type PhotoStore } from '../../modules/photos';
import { NO_PHOTO_HERE, PUBLIC_PHOTO_CACHE_CONTROL, sendPhotoFile } from '../../http/send-photo-file';

/**
 * /uploads/photos: a photo its owner shows to all (and any blurred rendition), for everyone. Narrowing who sees it
 * renames it, so the old address is 404 at once here, and any cache in front lets its copy go within minutes
 * (PUBLIC_PHOTO_CACHE_CONTROL). Any other photo is served at /api/photos (routes/photos).
 */
export const uploadRoutes: FastifyPluginAsyncZod<{ db: Database; store: PhotoStore }> = async (app, { db, store }) => {
  registerEndpoint(app, endpoints.photos.publicFile, async (request, reply) => {
    const { fileName } = request.params;
    if (!isPhotoFileName(fileName) || !(await servablePhoto(db, fileName, null))) throw notFound(say(NO_PHOTO_HERE));
    return sendPhotoFile(store, request, reply, fileName, PUBLIC_PHOTO_CACHE_CONTROL);
  });
};
