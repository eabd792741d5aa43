import { z } from 'zod';
import { IMAGE_DEFAULT_QUALITY, IMAGE_DEVICE_WIDTHS, IMAGE_QUALITIES, IMAGE_SIZES } from '../rules/limits';
import { idParamsSchema } from '../schemas/fields';
import { PhotoCropSchema, PhotoOrderSchema, PhotoSchema } from '../schemas/photos';
import {
  PhotoDecisionBodySchema,
  PhotoDecisionOutcomeSchema,
  PhotoDecisionParamsSchema,
  PhotoReviewCaseSchema,
} from '../schemas/photo-screening';
import { FileAnswerSchema } from './file-answer';
import { defineEndpoint } from './define-endpoint';
import { sayLater } from '../i18n/local-text';

const PhotoIdParamsSchema = idParamsSchema('photoId', { en: 'photo', hi: 'फ़ोटो' });

const FileNameParamsSchema = z.object({ fileName: z.string().max(64) }).strict();

/** What the optimiser makes: AVIF, WebP or JPEG, by what the browser accepts. */
const IMAGE_TYPES = ['image/avif', 'image/webp', 'image/jpeg'] as const;

const adminsOnly = { access: 'admin', adminOnly: 'Only admins can open the photo desk.' } as const;

const ALLOWED_WIDTHS: readonly number[] = [...IMAGE_SIZES, ...IMAGE_DEVICE_WIDTHS];
const ALLOWED_QUALITIES: readonly number[] = IMAGE_QUALITIES;

/**
 * The member's own photos (list, upload, order, crop, delete, choose the primary one), and the stored photos
 * themselves: at a public address when shown to everyone, at a link signed for one viewer otherwise, and resized.
 */
export const photoEndpoints = {
  publicFile: defineEndpoint({
    method: 'GET',
    path: '/uploads/photos/:fileName',
    access: 'public',
    summary: 'A photo shown to everyone, or a blurred rendition',
    tags: ['photos'],
    params: FileNameParamsSchema,
    produces: ['image/webp'],
    response: FileAnswerSchema,
  }),
  privateFile: defineEndpoint({
    method: 'GET',
    path: '/api/photos/:fileName',
    access: 'public',
    summary: 'A photo not shown to everyone, at a link signed for its viewer',
    tags: ['photos'],
    params: FileNameParamsSchema,
    query: z
      .object({ access: z.string({ error: sayLater({ en: 'The link is incomplete', hi: 'लिंक अधूरा है' }) }).max(80) })
      .strict(),
    produces: ['image/webp'],
    response: FileAnswerSchema,
  }),
  optimised: defineEndpoint({
    method: 'GET',
    path: '/api/image',
    access: 'public',
    summary: 'A photo resized for the screen, as AVIF, WebP or JPEG by Accept',
    tags: ['photos'],
    query: z
      .object({
        /** The photo's address as an answer gave it: its public address or its signed link. */
        url: z.string({ error: sayLater({ en: 'Give the url of a photo', hi: 'फ़ोटो का पता (url) दें' }) }).max(200),
        w: z.coerce
          .number({ error: sayLater({ en: 'The width w must be a number', hi: 'चौड़ाई w संख्या होनी चाहिए' }) })
          .refine((w) => ALLOWED_WIDTHS.includes(w), {
            error: sayLater({
              en: `The width w must be one of ${ALLOWED_WIDTHS.join(', ')}`,
              hi: `चौड़ाई w इनमें से एक होनी चाहिए: ${ALLOWED_WIDTHS.join(', ')}`,
            }),
          }),
        q: z.coerce
          .number({ error: sayLater({ en: 'The quality q must be a number', hi: 'गुणवत्ता q संख्या होनी चाहिए' }) })
          .refine((q) => ALLOWED_QUALITIES.includes(q), {
            error: sayLater({
              en: `The quality q must be one of ${ALLOWED_QUALITIES.join(', ')}`,
              hi: `गुणवत्ता q इनमें से एक होनी चाहिए: ${ALLOWED_QUALITIES.join(', ')}`,
            }),
          })
          .default(IMAGE_DEFAULT_QUALITY),
      })
      .strict(),
    produces: IMAGE_TYPES,
    response: FileAnswerSchema,
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/users/me/photos',
    summary: 'Your photos, primary first',
    tags: ['photos'],
    response: z.array(PhotoSchema),
  }),
  upload: defineEndpoint({
    method: 'POST',
    path: '/api/users/me/photos',
    summary: 'Add a photo (multipart/form-data, one file of at most 10 MB: JPEG, PNG, WebP or HEIC)',
    tags: ['photos'],
    consumes: ['multipart/form-data'],
    status: 201,
    response: PhotoSchema,
  }),
  setPrimary: defineEndpoint({
    method: 'PUT',
    path: '/api/users/me/photos/:photoId/primary',
    summary: 'Make a photo your primary photo',
    tags: ['photos'],
    params: PhotoIdParamsSchema,
    response: PhotoSchema,
  }),
  setOrder: defineEndpoint({
    method: 'PUT',
    path: '/api/users/me/photos/order',
    summary: 'Put your photos in order (each id once)',
    tags: ['photos'],
    body: PhotoOrderSchema,
    response: z.array(PhotoSchema),
  }),
  crop: defineEndpoint({
    method: 'PUT',
    path: '/api/users/me/photos/:photoId/crop',
    summary: 'Keep part of a photo (fractions of its width and height)',
    tags: ['photos'],
    params: PhotoIdParamsSchema,
    body: PhotoCropSchema,
    response: PhotoSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/users/me/photos/:photoId',
    summary: 'Delete one of your photos',
    tags: ['photos'],
    params: PhotoIdParamsSchema,
    status: 204,
    response: z.void(),
  }),
  reviewQueue: defineEndpoint({
    method: 'GET',
    path: '/api/admin/photos',
    ...adminsOnly,
    summary: 'Photos waiting for an admin, oldest first, and photos of members reported for one (admins)',
    tags: ['photos'],
    response: z.array(PhotoReviewCaseSchema),
  }),
  decide: defineEndpoint({
    method: 'POST',
    path: '/api/admin/photos/:photoId/:decision',
    ...adminsOnly,
    summary: 'Approve a photo, or reject it with a reason from the list; the member is told (admins)',
    tags: ['photos'],
    params: PhotoDecisionParamsSchema,
    body: PhotoDecisionBodySchema,
    response: PhotoDecisionOutcomeSchema,
  }),
};
