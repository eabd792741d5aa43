import { z } from 'zod';
import { idParamsSchema } from '../schemas/fields';
import { PhotoCropSchema, PhotoOrderSchema, PhotoSchema } from '../schemas/photos';
import { defineEndpoint } from './define-endpoint';

const PhotoIdParamsSchema = idParamsSchema('photoId', 'photo');

/** The member's own photos: list, upload, order, crop, delete and choose the primary one. */
export const photoEndpoints = {
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
};
