import { z } from 'zod';
import { contactPrivacies, photoVisibilities } from '../vocabularies/privacy';
import { valuesOf } from '../vocabularies/vocabulary';

/** PATCH /api/users/me/privacy: who sees the photos and the contact details, and whether the public footer may show the member. */
export const PrivacySettingsSchema = z
  .object({
    photoVisibility: z.enum(valuesOf(photoVisibilities), { error: 'Choose who sees your photos from the list' }),
    contactVisibility: z.enum(valuesOf(contactPrivacies), {
      error: 'Choose who sees your contact details from the list',
    }),
    isShownInRecent: z.boolean({ error: 'Answer yes or no' }),
  })
  .partial()
  .strict();
export type PrivacySettings = z.infer<typeof PrivacySettingsSchema>;

/** PATCH /api/users/me/notifications: which e-mails the member wants. */
export const NotificationSettingsSchema = z
  .object({
    notifyInterestReceived: z.boolean({ error: 'Answer yes or no' }),
    notifyInterestAccepted: z.boolean({ error: 'Answer yes or no' }),
    notifyProfileViewed: z.boolean({ error: 'Answer yes or no' }),
    notifyUnreadMessages: z.boolean({ error: 'Answer yes or no' }),
  })
  .partial()
  .strict();
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;
