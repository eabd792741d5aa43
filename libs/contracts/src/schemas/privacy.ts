import { z } from 'zod';
import { contactPrivacies, photoVisibilities } from '../vocabularies/privacy';
import { valuesOf } from '../vocabularies/vocabulary';
import { sayLater } from '../i18n/local-text';
import { contactAudiences } from '../rules/verified-members';

const audience = (what: { en: string; hi: string }) => z.enum(valuesOf(contactAudiences), { error: sayLater(what) });

/**
 * PATCH /api/users/me/privacy: who sees the photos and the contact details, who may send interests and messages and
 * see the photos by what they verified, and whether the public footer may show the member.
 */
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
    interestAudience: audience({
      en: 'Choose who may send you interests from the list',
      hi: 'सूची में से चुनें कि आपको पसंद कौन भेज सके',
    }),
    messageAudience: audience({
      en: 'Choose who may message you from the list',
      hi: 'सूची में से चुनें कि आपको संदेश कौन भेज सके',
    }),
    photoAudience: audience({
      en: 'Choose who may see your photos from the list',
      hi: 'सूची में से चुनें कि आपकी फ़ोटो कौन देख सके',
    }),
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
