import { z } from 'zod';
import { photoVisibilities } from '../vocabularies/privacy';
import { valuesOf } from '../vocabularies/vocabulary';

/** PATCH /api/users/me/privacy: who sees the photos, and whether the public footer may show the member. */
export const PrivacySettingsSchema = z
  .object({
    photoVisibility: z.enum(valuesOf(photoVisibilities), { error: 'Choose who sees your photos from the list' }),
    isShownInRecent: z.boolean({ error: 'Answer yes or no' }),
  })
  .partial()
  .strict();
export type PrivacySettings = z.infer<typeof PrivacySettingsSchema>;
