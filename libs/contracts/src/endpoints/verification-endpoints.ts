import { z } from 'zod';
import {
  IdCheckOutcomeSchema,
  IdVerificationCaseSchema,
  IdVerificationDecisionParamsSchema,
  IdVerificationDecisionSchema,
  SecureQrSubmissionSchema,
  VerificationStatusSchema,
} from '../schemas/verification';
import {
  SelfieCheckCaseSchema,
  SelfieCheckDecisionParamsSchema,
  SelfieCheckOutcomeSchema,
  SelfieFrameParamsSchema,
} from '../schemas/selfie-verification';
import { FileAnswerSchema } from './file-answer';
import { defineEndpoint } from './define-endpoint';

const adminsOnly = { access: 'admin', adminOnly: 'Only admins can decide ID checks.' } as const;
const selfieAdminsOnly = { access: 'admin', adminOnly: 'Only admins can decide selfie checks.' } as const;

/** A member proves their government ID (Aadhaar, checked offline); admins decide the borderline cases. */
export const verificationEndpoints = {
  status: defineEndpoint({
    method: 'GET',
    path: '/api/users/me/verification',
    summary: 'What of yours is verified, what is next, and how many ID checks are left today',
    tags: ['verification'],
    response: VerificationStatusSchema,
  }),
  secureQr: defineEndpoint({
    method: 'POST',
    path: '/api/users/me/verification/secure-qr',
    summary: 'Verify your ID with the text of the Secure QR code on your Aadhaar (read by the browser)',
    tags: ['verification'],
    body: SecureQrSubmissionSchema,
    response: IdCheckOutcomeSchema,
  }),
  secureQrImage: defineEndpoint({
    method: 'POST',
    path: '/api/users/me/verification/secure-qr-image',
    summary:
      'Verify your ID with a photo or scan of your Aadhaar’s Secure QR code (multipart/form-data: file qrImage of at most 10 MB, field consent=true)',
    tags: ['verification'],
    consumes: ['multipart/form-data'],
    response: IdCheckOutcomeSchema,
  }),
  offlineEkyc: defineEndpoint({
    method: 'POST',
    path: '/api/users/me/verification/offline-ekyc',
    summary:
      'Verify your ID with UIDAI’s Offline e-KYC ZIP (multipart/form-data: file ekycZip of at most 1 MB, fields shareCode and consent=true)',
    tags: ['verification'],
    consumes: ['multipart/form-data'],
    response: IdCheckOutcomeSchema,
  }),
  queue: defineEndpoint({
    method: 'GET',
    path: '/api/admin/id-verifications',
    ...adminsOnly,
    summary: 'ID checks waiting for an admin, oldest first: held ones and IDs presented by a second account (admins)',
    tags: ['verification'],
    response: z.array(IdVerificationCaseSchema),
  }),
  decide: defineEndpoint({
    method: 'POST',
    path: '/api/admin/id-verifications/:id/:decision',
    ...adminsOnly,
    summary: 'Approve or reject an ID check with a reason; the member is told (admins)',
    tags: ['verification'],
    params: IdVerificationDecisionParamsSchema,
    body: IdVerificationDecisionSchema,
    response: IdCheckOutcomeSchema,
  }),
  selfie: defineEndpoint({
    method: 'POST',
    path: '/api/users/me/verification/selfie',
    summary:
      'Verify your photo with the live selfie challenge’s frames (multipart/form-data: 3 to 6 JPEG files named frame, each at most 512 KB, in the challenge’s order: facing the camera first, the blink last; optional field qrText, the Secure QR you verified your ID with, to compare the ID’s photo)',
    tags: ['verification'],
    consumes: ['multipart/form-data'],
    response: SelfieCheckOutcomeSchema,
  }),
  selfieQueue: defineEndpoint({
    method: 'GET',
    path: '/api/admin/selfie-checks',
    ...selfieAdminsOnly,
    summary: 'Selfie checks waiting for an admin, oldest first, with the score of each rule (admins)',
    tags: ['verification'],
    response: z.array(SelfieCheckCaseSchema),
  }),
  selfieFrame: defineEndpoint({
    method: 'GET',
    path: '/api/admin/selfie-checks/:id/frames/:frame',
    ...selfieAdminsOnly,
    summary: 'A frame of a selfie check waiting for an admin (kept only until it is decided; admins)',
    tags: ['verification'],
    params: SelfieFrameParamsSchema,
    produces: ['image/jpeg'],
    response: FileAnswerSchema,
  }),
  decideSelfie: defineEndpoint({
    method: 'POST',
    path: '/api/admin/selfie-checks/:id/:decision',
    ...selfieAdminsOnly,
    summary: 'Approve or reject a selfie check with a reason; its frames are deleted and the member is told (admins)',
    tags: ['verification'],
    params: SelfieCheckDecisionParamsSchema,
    body: IdVerificationDecisionSchema,
    response: SelfieCheckOutcomeSchema,
  }),
};
