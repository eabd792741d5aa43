import { z } from 'zod';
import { MAX_PHOTOS_PER_MEMBER } from '../rules/limits';
import { sayLater } from '../i18n/local-text';
import { photoScreenings } from './photo-screening';

/** PUT /api/users/me/photos/order: every one of the member's photo ids, in the order to show them. */
export const PhotoOrderSchema = z
  .object({
    photoIds: z
      .array(
        z
          .number({ error: sayLater({ en: 'Photo ids are numbers', hi: 'फ़ोटो की ID संख्या होती है' }) })
          .int()
          .positive(),
        { error: sayLater({ en: 'Give the photo ids in order', hi: 'फ़ोटो की ID क्रम से दें' }) },
      )
      .min(1, { error: sayLater({ en: 'Give the photo ids in order', hi: 'फ़ोटो की ID क्रम से दें' }) })
      .max(MAX_PHOTOS_PER_MEMBER),
  })
  .strict();
export type PhotoOrder = z.infer<typeof PhotoOrderSchema>;

const fraction = z
  .number({
    error: sayLater({ en: 'Give the crop as fractions of the photo', hi: 'काटने का हिस्सा फ़ोटो के भिन्न के रूप में दें' }),
  })
  .min(0)
  .max(1);

/** PUT /api/users/me/photos/:id/crop: the part of the photo to keep, as fractions of its width and height. */
export const PhotoCropSchema = z
  .object({ x: fraction, y: fraction, width: fraction.positive(), height: fraction.positive() })
  .strict()
  .refine((crop) => crop.x + crop.width <= 1.0001 && crop.y + crop.height <= 1.0001, {
    error: sayLater({ en: 'The crop must stay inside the photo', hi: 'काटा हुआ हिस्सा फ़ोटो के अंदर ही रहना चाहिए' }),
    path: ['width'],
  });
export type PhotoCrop = z.infer<typeof PhotoCropSchema>;

/** A photo as the API answers it (Strapi's media fields: url relative to the API, width, height). */
export const PhotoSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  mime: z.literal('image/webp'),
  size: z.number().int(),
  isPrimary: z.boolean(),
  /** True when this is the blurred rendition shown to members the owner does not show photos to. */
  isBlurred: z.boolean(),
  createdAt: z.iso.datetime(),
  /** Always `passed` for another member's photo: only the owner (and admins) get the others. */
  screening: z.enum(photoScreenings),
  /** For the owner, what a photo not passed means and why, in their language (photoScreeningNote); else null. */
  screeningNote: z.string().nullable(),
  /**
   * False for a few seconds after an upload, while it is re-encoded: there is no picture at `url` yet, and the owner's
   * page shows it as being checked. Always true for another member's photo.
   */
  isPrepared: z.boolean(),
});
export type PhotoJson = z.infer<typeof PhotoSchema>;
