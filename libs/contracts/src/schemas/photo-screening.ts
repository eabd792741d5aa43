import { z } from 'zod';
import { sayLater } from '../i18n/local-text';
import { idParamsSchema } from './fields';
import type { VocabularyItem } from '../vocabularies/vocabulary';

/**
 * Where a photo stands in its screening: a new photo is `checking` until the checks run; `passed` is the only state
 * anyone but its owner and admins sees; `held` waits for an admin; `refused` stays with its owner, who is told why.
 */
export const photoScreenings = ['checking', 'passed', 'held', 'refused'] as const;
export type PhotoScreening = (typeof photoScreenings)[number];

/**
 * Why a photo was held or refused, as its owner reads it: the checks' own reasons, then an admin's reasons for a
 * rejection (photoRejectionReasons). A held photo's sentence says a person will look; a refused one's says what to do.
 */
export const photoScreeningReasons = [
  {
    value: 'nudity',
    label: 'It shows nudity or sexual content. Upload a photo that suits a family site.',
    hi: 'इसमें नग्नता या अश्लील सामग्री है। ऐसी फ़ोटो लगाएँ जो परिवार के साथ देखने लायक हो।',
  },
  {
    value: 'nudity-unclear',
    label: 'Our check could not be sure it suits a family site, so a person from our team will look at it.',
    hi: 'हमारी जाँच पक्का नहीं कर सकी कि यह परिवार के साथ देखने लायक है, इसलिए हमारी टीम का कोई सदस्य इसे देखेगा।',
  },
  {
    value: 'no-face',
    label: 'We could not find a face in your main photo, so a person from our team will look at it.',
    hi: 'आपकी मुख्य फ़ोटो में हमें चेहरा नहीं मिला, इसलिए हमारी टीम का कोई सदस्य इसे देखेगा।',
  },
  {
    value: 'duplicate',
    label: 'It looks like a photo on another profile, so a person from our team will look at it.',
    hi: 'यह किसी दूसरी प्रोफ़ाइल की फ़ोटो जैसी लगती है, इसलिए हमारी टीम का कोई सदस्य इसे देखेगा।',
  },
  {
    value: 'duplicate-suspended',
    label: 'It is a photo of a profile removed from our site. Upload a photo of yourself.',
    hi: 'यह हमारी साइट से हटाई गई एक प्रोफ़ाइल की फ़ोटो है। अपनी ख़ुद की फ़ोटो लगाएँ।',
  },
  {
    value: 'unreadable',
    label: 'We could not read this photo; it may be damaged. Upload another one.',
    hi: 'यह फ़ोटो पढ़ी नहीं जा सकी; हो सकता है फ़ाइल ख़राब हो। कोई दूसरी फ़ोटो लगाएँ।',
  },
  {
    value: 'indecent',
    label: 'Our team found it does not suit a family site. Upload another photo.',
    hi: 'हमारी टीम ने पाया कि यह परिवार के साथ देखने लायक नहीं है। दूसरी फ़ोटो लगाएँ।',
  },
  {
    value: 'face-not-visible',
    label: 'Our team could not see your face clearly. Upload a photo where your face is clear.',
    hi: 'हमारी टीम को आपका चेहरा साफ़ नहीं दिखा। ऐसी फ़ोटो लगाएँ जिसमें आपका चेहरा साफ़ दिखे।',
  },
  {
    value: 'not-yours',
    label: 'Our team found it is someone else’s photo. Upload a photo of yourself.',
    hi: 'हमारी टीम ने पाया कि यह किसी और की फ़ोटो है। अपनी ख़ुद की फ़ोटो लगाएँ।',
  },
  {
    value: 'contact-details',
    label: 'It shows a phone number or other contact details. Upload a photo without them.',
    hi: 'इसमें फ़ोन नंबर या संपर्क की दूसरी जानकारी दिखती है। उसके बिना फ़ोटो लगाएँ।',
  },
  {
    value: 'poor-quality',
    label: 'Our team found it too dark, blurred or small. Upload a clearer photo.',
    hi: 'हमारी टीम ने पाया कि यह बहुत धुंधली, अँधेरी या छोटी है। साफ़ फ़ोटो लगाएँ।',
  },
] as const satisfies readonly VocabularyItem[];
export type PhotoScreeningReason = (typeof photoScreeningReasons)[number]['value'];

/** The reasons an admin rejects a photo with (the member is told the reason's sentence). */
export const photoRejectionReasons = [
  'indecent',
  'face-not-visible',
  'not-yours',
  'contact-details',
  'poor-quality',
] as const satisfies readonly PhotoScreeningReason[];
export type PhotoRejectionReason = (typeof photoRejectionReasons)[number];

/** What the owner reads beside a photo that has not passed (null once it has). */
export function photoScreeningNote(
  screening: PhotoScreening,
  reason: string | null,
): { en: string; hi: string } | null {
  if (screening === 'passed') return null;
  if (screening === 'checking') {
    return {
      en: 'Being checked. Others will see it once it passes, usually within a minute.',
      hi: 'जाँच चल रही है। जाँच पूरी होते ही, आम तौर पर एक मिनट में, दूसरे इसे देख सकेंगे।',
    };
  }
  const item = photoScreeningReasons.find((candidate) => candidate.value === reason);
  if (screening === 'held') {
    return {
      en: `Waiting for our team. ${item?.label ?? 'A person from our team will look at it.'} Only you see it until then.`,
      hi: `हमारी टीम के फ़ैसले का इंतज़ार है। ${item?.hi ?? 'हमारी टीम का कोई सदस्य इसे देखेगा।'} तब तक इसे सिर्फ़ आप देख सकते हैं।`,
    };
  }
  return {
    en: `Not shown to others. ${item?.label ?? 'Upload another photo.'}`,
    hi: `दूसरों को नहीं दिखाई जाती। ${item?.hi ?? 'दूसरी फ़ोटो लगाएँ।'}`,
  };
}

/** A photo's scores as the admins' desk shows them. */
export const PhotoScreeningScoresSchema = z.object({
  nudity: z
    .object({ porn: z.number(), sexy: z.number(), hentai: z.number(), neutral: z.number(), drawing: z.number() })
    .nullable(),
  faces: z.object({ count: z.number().int(), bestScore: z.number() }).nullable(),
  duplicateDistance: z.number().int().nullable(),
});
export type PhotoScreeningScores = z.infer<typeof PhotoScreeningScoresSchema>;

const DeskMemberSchema = z.object({
  id: z.number().int(),
  profileId: z.string().nullable(),
  full_name: z.string(),
  status: z.enum(['active', 'hidden', 'suspended', 'deleted']),
});

const DeskPhotoSchema = z.object({
  id: z.number().int(),
  /** A link signed for the admin reading the desk. */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  isPrimary: z.boolean(),
  createdAt: z.iso.datetime(),
});

/** A decision on a photo of the desk, as its history shows it. */
export const PhotoDecisionJsonSchema = z.object({
  decision: z.enum(['approve', 'reject']),
  reason: z.string().nullable(),
  admin: z.string().nullable(),
  decidedAt: z.iso.datetime(),
});

/**
 * GET /api/admin/photos: a photo waiting for an admin, or one members reported (`reportId`), with the reason, the
 * scores, the other member's photo for a duplicate, and the decisions taken on it so far.
 */
export const PhotoReviewCaseSchema = z.object({
  photo: DeskPhotoSchema,
  screening: z.enum(photoScreenings),
  reason: z.string().nullable(),
  scores: PhotoScreeningScoresSchema.nullable(),
  member: DeskMemberSchema,
  duplicateOf: z.object({ photo: DeskPhotoSchema, member: DeskMemberSchema }).nullable(),
  /** The open report about this member's photos that brought it here, when one did. */
  reportId: z.number().int().nullable(),
  history: z.array(PhotoDecisionJsonSchema),
});
export type PhotoReviewCaseJson = z.infer<typeof PhotoReviewCaseSchema>;

export const photoDecisions = ['approve', 'reject'] as const;
export type PhotoDecision = (typeof photoDecisions)[number];

/** POST /api/admin/photos/:photoId/:decision. */
export const PhotoDecisionParamsSchema = idParamsSchema('photoId', { en: 'photo', hi: 'फ़ोटो' }).extend({
  decision: z.enum(photoDecisions, {
    error: sayLater({ en: 'Choose approve or reject', hi: 'स्वीकार या अस्वीकार में से चुनें' }),
  }),
});

/** A rejection names its reason from the list; an approval needs none. */
export const PhotoDecisionBodySchema = z
  .object({
    reason: z
      .enum(photoRejectionReasons, {
        error: sayLater({ en: 'Choose a reason from the list', hi: 'सूची में से कारण चुनें' }),
      })
      .optional(),
  })
  .strict();
export type PhotoDecisionBody = z.infer<typeof PhotoDecisionBodySchema>;

/** What a decision answers: the photo's new state. */
export const PhotoDecisionOutcomeSchema = z.object({
  photoId: z.number().int(),
  screening: z.enum(photoScreenings),
  reason: z.string().nullable(),
});
export type PhotoDecisionOutcome = z.infer<typeof PhotoDecisionOutcomeSchema>;
