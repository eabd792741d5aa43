import { z } from 'zod';
import { idParamsSchema } from './fields';
import { sayLater } from '../i18n/local-text';
import { PhotoVerificationStatusSchema } from './selfie-verification';

/** How a member proved their government ID: UIDAI's Secure QR or its Paperless Offline e-KYC file. */
export const idVerificationMethods = ['secure-qr', 'offline-ekyc'] as const;
export type IdVerificationMethod = (typeof idVerificationMethods)[number];

/** verified: the ID matched the profile; held: close, an admin decides; refused: see the reason. */
export const idVerificationStatuses = ['verified', 'held', 'refused'] as const;
export type IdVerificationStatus = (typeof idVerificationStatuses)[number];

/**
 * Why a check was held or refused: close to the profile but not the same (a name spelled otherwise: an admin
 * decides), not the profile's person, an ID that verified another account or a suspended member's, or an admin
 * refused the held check. A member is told `duplicate` for a suspended member's ID too.
 */
export const idVerificationReasons = ['close', 'no-match', 'duplicate', 'suspended', 'rejected'] as const;
export type IdVerificationReason = (typeof idVerificationReasons)[number];

/** A Secure QR holds at most 7,089 digits (a QR code's numeric capacity). */
export const MAX_SECURE_QR_TEXT_LENGTH = 7089;
/** UIDAI's Offline e-KYC ZIP is far smaller; anything larger is not that file. */
export const MAX_OFFLINE_EKYC_BYTES = 1024 * 1024;
/** A photo or scan of the Secure QR, from a phone camera. */
export const MAX_SECURE_QR_IMAGE_BYTES = 10 * 1024 * 1024;
/** Attempts at an ID check a member gets in a day (and an address, for several accounts behind one). */
export const ID_CHECKS_PER_MEMBER_PER_DAY = 5;
export const ID_CHECKS_PER_ADDRESS_PER_DAY = 20;

/** The member's yes to the check, for the purpose the page states (UIDAI's rules for offline verification ask it). */
export const idConsentField = z.literal(true, {
  error: sayLater({
    en: 'Tick the box to agree that we check your Aadhaar for this purpose',
    hi: 'इस काम के लिए आधार की जाँच की सहमति देने के लिए बॉक्स पर सही का निशान लगाएँ',
  }),
});

/** POST /api/users/me/verification/secure-qr: the digits a QR reader (the browser) read from the Secure QR. */
export const SecureQrSubmissionSchema = z
  .object({
    qrText: z
      .string({ error: sayLater({ en: 'Send the QR code’s text', hi: 'QR कोड का टेक्स्ट भेजें' }) })
      .trim()
      .min(1, { error: sayLater({ en: 'Send the QR code’s text', hi: 'QR कोड का टेक्स्ट भेजें' }) })
      .max(MAX_SECURE_QR_TEXT_LENGTH, {
        error: sayLater({
          en: 'This is not an Aadhaar Secure QR code: it is too long',
          hi: 'यह आधार का सुरक्षित QR कोड नहीं है: यह बहुत लंबा है',
        }),
      }),
    consent: idConsentField,
  })
  .strict();
export type SecureQrSubmission = z.infer<typeof SecureQrSubmissionSchema>;

/** What the member's check decided, and in their language what it means and what to do next. */
export const IdCheckOutcomeSchema = z.object({
  status: z.enum(idVerificationStatuses),
  reason: z.enum(idVerificationReasons).nullable(),
  message: z.string(),
  verifiedAt: z.iso.datetime().nullable(),
});
export type IdCheckOutcome = z.infer<typeof IdCheckOutcomeSchema>;

/** GET /api/users/me/verification: what is verified, what is next, and how many ID checks are left today. */
export const VerificationStatusSchema = z.object({
  mobile: z.object({ isVerified: z.boolean() }),
  email: z.object({ isVerified: z.boolean() }),
  id: z.object({
    /** False where the deployment has no UIDAI certificate: the ID cannot be verified here (never "passed"). */
    isAvailable: z.boolean(),
    status: z.enum(['not-started', ...idVerificationStatuses]),
    method: z.enum(idVerificationMethods).nullable(),
    verifiedAt: z.iso.datetime().nullable(),
    submittedAt: z.iso.datetime().nullable(),
    reason: z.enum(idVerificationReasons).nullable(),
    /** The latest outcome in words, with what to do; null before any check. */
    message: z.string().nullable(),
  }),
  attempts: z.object({ max: z.number().int(), left: z.number().int(), retryAt: z.iso.datetime().nullable() }),
  /** The live selfie matched to the profile's photos (the photo-verified badge). */
  photo: PhotoVerificationStatusSchema,
  next: z.enum(['confirm-email', 'verify-id', 'wait-for-review', 'nothing']),
});
export type VerificationStatusJson = z.infer<typeof VerificationStatusSchema>;

const queueMember = z.object({
  id: z.number().int(),
  profileId: z.string().nullable(),
  full_name: z.string(),
  dateOfBirth: z.string().nullable(),
  gender: z.string().nullable(),
  status: z.string(),
});

/** A case in the admins' queue: a held check (name close) or a second account presenting an ID already used. */
export const IdVerificationCaseSchema = z.object({
  id: z.number().int(),
  status: z.enum(idVerificationStatuses),
  reason: z.enum(idVerificationReasons).nullable(),
  method: z.enum(idVerificationMethods),
  submittedAt: z.iso.datetime(),
  onId: z.object({ name: z.string(), dateOfBirth: z.string(), gender: z.string(), referenceLastFour: z.string() }),
  match: z.object({
    name: z.string(),
    nameRule: z.string(),
    nameScore: z.number(),
    dateOfBirth: z.string(),
    gender: z.string(),
  }),
  member: queueMember,
  /** For a duplicate: the account the same ID verified first. */
  duplicateOf: queueMember.nullable(),
});
export type IdVerificationCaseJson = z.infer<typeof IdVerificationCaseSchema>;

export const idVerificationDecisions = ['approve', 'reject'] as const;
export type IdVerificationDecision = (typeof idVerificationDecisions)[number];

/** POST /api/admin/id-verifications/:id/:decision. */
export const IdVerificationDecisionParamsSchema = idParamsSchema('id', { en: 'ID check', hi: 'पहचान जाँच' }).extend({
  decision: z.enum(idVerificationDecisions, {
    error: sayLater({ en: 'Choose approve or reject', hi: 'स्वीकार या अस्वीकार में से चुनें' }),
  }),
});

/** The admin's reason, kept with the decision; a refused member is told it. */
export const IdVerificationDecisionSchema = z
  .object({
    reason: z
      .string({ error: sayLater({ en: 'Write the reason', hi: 'कारण लिखें' }) })
      .trim()
      .min(3, { error: sayLater({ en: 'Write the reason', hi: 'कारण लिखें' }) })
      .max(500, { error: sayLater({ en: 'Use at most 500 characters', hi: 'ज़्यादा से ज़्यादा 500 अक्षर लिखें' }) }),
  })
  .strict();
export type IdVerificationDecisionBody = z.infer<typeof IdVerificationDecisionSchema>;
