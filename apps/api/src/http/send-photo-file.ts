import type { FastifyReply, FastifyRequest } from 'fastify';
import { say, type LocalText } from '@matri/contracts';
import { notFound } from './api-error';
import type { PhotoStore } from '../modules/photos';

export const NO_PHOTO_HERE: LocalText = {
  en: 'There is no photo at this address.',
  hi: 'इस पते पर कोई फ़ोटो नहीं है।',
};

/**
 * How long any cache (a browser, a CDN, a shared proxy) may keep a photo served at its public address: a photo its
 * owner hides or narrows stops being served at once, so a copy kept elsewhere must go within minutes (three, plus one
 * more served stale while the cache asks again), and asking again is cheap: an unchanged photo answers 304.
 */
export const PUBLIC_PHOTO_CACHE_CONTROL = 'public, max-age=180, stale-while-revalidate=60';

/**
 * A 304 with the photo's validator and caching when the browser's copy is this one, else null (nothing set, so an
 * error after it carries no caching). Called only after the access check, so a photo no longer servable is 404 whatever
 * the browser holds. A stored name never changes its content (a new photo, crop or rename is a new random name), so
 * the ETag is the name and needs no read of the store.
 */
export function answerUnchanged(
  request: FastifyRequest,
  reply: FastifyReply,
  etag: string,
  cacheControl: string,
): FastifyReply | null {
  const held = request.headers['if-none-match'];
  if (!held || !held.split(',').some((tag) => ['*', etag].includes(tag.trim().replace(/^W\//, '')))) return null;
  return reply.code(304).header('etag', etag).header('cache-control', cacheControl).send();
}

/** A stored photo's bytes with its ETag and how long caches may keep them; 404 when the store no longer has it. */
export async function sendPhotoFile(
  store: PhotoStore,
  request: FastifyRequest,
  reply: FastifyReply,
  fileName: string,
  cacheControl: string,
): Promise<FastifyReply> {
  const etag = `"${fileName}"`;
  const unchanged = answerUnchanged(request, reply, etag, cacheControl);
  if (unchanged) return unchanged;
  const photo = await store.open(fileName);
  if (!photo) throw notFound(say(NO_PHOTO_HERE));
  return reply
    .header('content-type', 'image/webp')
    .header('content-length', photo.size)
    .header('etag', etag)
    .header('cache-control', cacheControl)
    .send(photo.body);
}
