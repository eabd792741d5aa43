/**
 * The verification module's public entry (its place among the modules: apiModuleOrder in apps/api/eslint.config.mjs).
 * A member's government ID checked offline against UIDAI's signature (@matri/aadhaar) and matched to the profile:
 * only the outcome is kept, one ID verifies one account, and admins decide the close cases. The live selfie checked
 * again on the server (@matri/face-check) against the profile's photos and the ID's photo, its borderline cases
 * decided by admins.
 */
export { decideIdCheck } from './decide-id-check';
export type { IdCheckDecision } from './decide-id-check';
export { ID_CHECKS_PER_ADDRESS, ID_CHECKS_PER_MEMBER } from './id-check-attempts';
export { idDocumentErrorTexts } from './id-document-errors';
export { identityKeyOf, useIdentityKeySecret } from './identity-key';
export { identityKeyOfMember } from './identity-key-of-member';
export { listIdCheckQueue } from './list-id-check-queue';
export { verificationStatus } from './verification-status';
export { verifyIdDocument } from './verify-id-document';
export type { IdDocument } from './verify-id-document';
export { checkLiveSelfie } from './selfie/check-live-selfie';
export type { LiveSelfie, SelfieChecker } from './selfie/check-live-selfie';
export { decideSelfieCheck } from './selfie/decide-selfie-check';
export type { SelfieCheckDecided } from './selfie/decide-selfie-check';
export { listSelfieQueue } from './selfie/list-selfie-queue';
export { readSelfieFrame } from './selfie/read-selfie-frame';
export { SELFIE_CHECKS_PER_ADDRESS, SELFIE_CHECKS_PER_MEMBER } from './selfie/selfie-check-attempts';
