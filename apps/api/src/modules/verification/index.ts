/**
 * The verification module's public entry (its place among the modules: apiModuleOrder in apps/api/eslint.config.mjs).
 * A member's government ID checked offline against UIDAI's signature (@matri/aadhaar) and matched to the profile:
 * only the outcome is kept, one ID verifies one account, and admins decide the close cases.
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
