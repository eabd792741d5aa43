import { z } from 'zod';
import { verificationKinds } from '../rules/verified-members';

/** A member's badge as the API answers it: what was checked, and when (null when only the fact is known). */
export const VerificationBadgeSchema = z.object({
  kind: z.enum(verificationKinds),
  verifiedAt: z.iso.datetime().nullable(),
});
export type VerificationBadge = z.infer<typeof VerificationBadgeSchema>;
