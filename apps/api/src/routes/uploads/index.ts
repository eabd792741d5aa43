import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@matri/contracts';
import type { Database } from '../../db/database';
import { notFound } from '../../http/api-error';
import { registerEndpoint } from '../../http/register-endpoint';
import { servablePhoto } from '../../services/photos/photo-access';
import { privateCacheControl } from '../../services/photos/photo-links';
import { isPhotoFileName, type PhotoStore } from '../../services/photos/photo-store';

const NOT_FOUND = 'There is no photo at this address.';

/**
 * Stored photos. Everyone may have a photo its owner shows to all (and any blurred rendition) at its public address;
 * browsers keep it for a year, as its name never changes while it is public (narrowing who sees it renames it, so the
 * old address is gone at once). Any other photo is served only at a link signed for one viewer, and only while that
 * viewer may see it, checked on every request; browsers keep it privately, never past the link's end.
 */
export const uploadRoutes: FastifyPluginAsyncZod<{ db: Database; store: PhotoStore }> = async (app, { db, store }) => {
  const send = async (reply: FastifyReply, fileName: string, cacheControl: string) => {
    const photo = await store.open(fileName);
    if (!photo) throw notFound(NOT_FOUND);
    return reply.header('content-type', 'image/webp').header('content-length', photo.size).header('cache-control', cacheControl).send(photo.body);
  };

  registerEndpoint(app, endpoints.photos.publicFile, async (request, reply) => {
    const { fileName } = request.params;
    if (!isPhotoFileName(fileName) || !(await servablePhoto(db, fileName, null))) throw notFound(NOT_FOUND);
    return send(reply, fileName, 'public, max-age=31536000, immutable');
  });

  registerEndpoint(app, endpoints.photos.privateFile, async (request, reply) => {
    const { fileName } = request.params;
    const link = isPhotoFileName(fileName) ? (await servablePhoto(db, fileName, request.query.access))?.link : null;
    if (!link) throw notFound(NOT_FOUND);
    return send(reply, fileName, privateCacheControl(link.expires));
  });
};
