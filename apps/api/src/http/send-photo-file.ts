import type { FastifyReply } from 'fastify';
import { say, type LocalText } from '@matri/contracts';
import { notFound } from './api-error';
import type { PhotoStore } from '../services/photos/photo-store';

export const NO_PHOTO_HERE: LocalText = {
  en: 'There is no photo at this address.',
  hi: 'इस पते पर कोई फ़ोटो नहीं है।',
};

/** A stored photo's bytes with how long browsers may keep them; 404 when the store no longer has it. */
export async function sendPhotoFile(
  store: PhotoStore,
  reply: FastifyReply,
  fileName: string,
  cacheControl: string,
): Promise<FastifyReply> {
  const photo = await store.open(fileName);
  if (!photo) throw notFound(say(NO_PHOTO_HERE));
  return reply
    .header('content-type', 'image/webp')
    .header('content-length', photo.size)
    .header('cache-control', cacheControl)
    .send(photo.body);
}
