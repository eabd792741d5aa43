import { z } from 'zod';
import { contactPrivacies, photoVisibilities } from '../vocabularies/privacy';
import { valuesOf } from '../vocabularies/vocabulary';
import { sayLater } from '../i18n/local-text';

/** PATCH /api/users/me/privacy: who sees the photos and the contact details, and whether the public footer may show the member. */
export const PrivacySettingsSchema = z
  .object({
    photoVisibility: z.enum(valuesOf(photoVisibilities), {
      error: sayLater({ en: 'Choose who sees your photos from the list', hi: 'सूची में से चुनें कि आपकी फ़ोटो कौन देखे' }),
    }),
    contactVisibility: z.enum(valuesOf(contactPrivacies), {
      error: sayLater({
        en: 'Choose who sees your contact details from the list',
        hi: 'सूची में से चुनें कि आपका संपर्क विवरण कौन देखे',
      }),
    }),
    isShownInRecent: z.boolean({ error: sayLater({ en: 'Answer yes or no', hi: 'हाँ या नहीं में जवाब दें' }) }),
  })
  .partial()
  .strict();
export type PrivacySettings = z.infer<typeof PrivacySettingsSchema>;

/** PATCH /api/users/me/notifications: which e-mails the member wants. */
export const NotificationSettingsSchema = z
  .object({
    notifyInterestReceived: z.boolean({ error: sayLater({ en: 'Answer yes or no', hi: 'हाँ या नहीं में जवाब दें' }) }),
    notifyInterestAccepted: z.boolean({ error: sayLater({ en: 'Answer yes or no', hi: 'हाँ या नहीं में जवाब दें' }) }),
    notifyProfileViewed: z.boolean({ error: sayLater({ en: 'Answer yes or no', hi: 'हाँ या नहीं में जवाब दें' }) }),
    notifyUnreadMessages: z.boolean({ error: sayLater({ en: 'Answer yes or no', hi: 'हाँ या नहीं में जवाब दें' }) }),
  })
  .partial()
  .strict();
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;
