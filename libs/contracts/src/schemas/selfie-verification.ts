import { z } from 'zod';
import { idParamsSchema } from './fields';
import { sayLater } from '../i18n/local-text';

/** Frames of the selfie challenge a check takes: fewer cannot show both turns and a blink, more only cost time. */
export const SELFIE_MIN_FRAMES = 3;
export const SELFIE_MAX_FRAMES = 6;
/** The longer side of a frame the page sends: the server's models shrink every image to 640 pixels a side anyway. */
export const SELFIE_FRAME_SIDE = 640;
/** A 640-pixel JPEG at the page's quality is 30-80 KB; anything far larger is not a frame of ours. */
export const MAX_SELFIE_FRAME_BYTES = 512 * 1024;
/** Attempts at a selfie check a member gets in a day, and an address (several accounts behind one), as for the ID. */
export const SELFIE_CHECKS_PER_MEMBER_PER_DAY = 5;
export const SELFIE_CHECKS_PER_ADDRESS_PER_DAY = 20;

/** verified: the badge is given; held: an admin decides; refused: see the reason, the member may try again. */
export const selfieCheckStatuses = ['verified', 'held', 'refused'] as const;
export type SelfieCheckStatus = (typeof selfieCheckStatuses)[number];

/**
 * Why a selfie was refused, from the first rule that failed, in words a member can act on: the face not seen in a
 * frame (too dark, turned away, out of the picture), several faces, not the same person throughout, a still picture
 * (nothing moved from frame to frame), the turns or the blink not seen, not a live person (a photo, a screen), not the
 * person of the primary photo, a primary photo without a face; or an admin refused the held check.
 */
export const selfieRefusalReasons = [
  'no-face',
  'several-faces',
  'not-same-person',
  'still-picture',
  'no-turn',
  'no-blink',
  'not-live',
  'face-not-matched',
  'primary-photo-unusable',
  'rejected',
] as const;
export type SelfieRefusalReason = (typeof selfieRefusalReasons)[number];

/**
 * Whether the selfie was compared with the photo in the member's ID: `checked` when the page sent again the Secure QR
 * the member verified in this visit (the ID's photo is never stored, so it cannot be read later); `skipped` otherwise.
 */
export const selfieIdPhotoChecks = ['checked', 'skipped'] as const;
export type SelfieIdPhotoCheck = (typeof selfieIdPhotoChecks)[number];

/** The answer to a selfie check, and what the status page says of the latest one. */
export const SelfieCheckOutcomeSchema = z.object({
  status: z.enum(selfieCheckStatuses),
  reason: z.enum(selfieRefusalReasons).nullable(),
  /** What was decided, why and what to do next, in the member's language; it says when the ID photo was skipped. */
  message: z.string(),
  idPhoto: z.enum(selfieIdPhotoChecks),
  verifiedAt: z.iso.datetime().nullable(),
});
export type SelfieCheckOutcome = z.infer<typeof SelfieCheckOutcomeSchema>;

/** The photo part of GET /api/users/me/verification. */
export const PhotoVerificationStatusSchema = z.object({
  status: z.enum(['not-started', ...selfieCheckStatuses]),
  verifiedAt: z.iso.datetime().nullable(),
  /** A member without a primary photo is asked to add one first: the selfie is compared with it. */
  hasPrimaryPhoto: z.boolean(),
  reason: z.enum(selfieRefusalReasons).nullable(),
  message: z.string().nullable(),
  attempts: z.object({ max: z.number().int(), left: z.number().int(), retryAt: z.iso.datetime().nullable() }),
});
export type PhotoVerificationStatusJson = z.infer<typeof PhotoVerificationStatusSchema>;

/** One rule of the server's check as an admin sees it: its outcome, the score and the bars it was judged by. */
export const SelfieRuleSchema = z.object({
  rule: z.string(),
  outcome: z.enum(['pass', 'borderline', 'fail', 'skipped']),
  score: z.number().nullable(),
  bars: z.object({ pass: z.number(), borderline: z.number() }).nullable(),
  reason: z.string(),
});
export type SelfieRuleJson = z.infer<typeof SelfieRuleSchema>;

/** A held selfie check in the admins' queue, with its scores and the number of frames kept for them to look at. */
export const SelfieCheckCaseSchema = z.object({
  id: z.number().int(),
  submittedAt: z.iso.datetime(),
  idPhoto: z.enum(selfieIdPhotoChecks),
  rules: z.array(SelfieRuleSchema),
  frames: z.number().int(),
  member: z.object({
    id: z.number().int(),
    profileId: z.string().nullable(),
    full_name: z.string(),
    status: z.string(),
  }),
});
export type SelfieCheckCaseJson = z.infer<typeof SelfieCheckCaseSchema>;

export const selfieCheckDecisions = ['approve', 'reject'] as const;
export type SelfieCheckDecision = (typeof selfieCheckDecisions)[number];

/** POST /api/admin/selfie-checks/:id/:decision. */
export const SelfieCheckDecisionParamsSchema = idParamsSchema('id', { en: 'selfie check', hi: 'सेल्फ़ी जाँच' }).extend({
  decision: z.enum(selfieCheckDecisions, {
    error: sayLater({ en: 'Choose approve or reject', hi: 'स्वीकार या अस्वीकार में से चुनें' }),
  }),
});

/** GET /api/admin/selfie-checks/:id/frames/:frame: one kept frame, numbered from 1. */
export const SelfieFrameParamsSchema = idParamsSchema('id', { en: 'selfie check', hi: 'सेल्फ़ी जाँच' }).extend({
  frame: z.coerce
    .number({ error: sayLater({ en: 'The frame number must be a number', hi: 'फ़्रेम की संख्या अंकों में हो' }) })
    .int()
    .min(1, { error: sayLater({ en: 'Frames are numbered from 1', hi: 'फ़्रेम 1 से गिने जाते हैं' }) })
    .max(SELFIE_MAX_FRAMES, {
      error: sayLater({
        en: `A check has at most ${SELFIE_MAX_FRAMES} frames`,
        hi: `एक जाँच में ज़्यादा से ज़्यादा ${SELFIE_MAX_FRAMES} फ़्रेम होते हैं`,
      }),
    }),
});
