import { z } from 'zod';
import { profileIdField } from './fields';

/** POST /api/blocks and DELETE /api/blocks/:profileId: whom. */
export const BlockTargetSchema = z.object({ profileId: profileIdField }).strict();
export type BlockTarget = z.infer<typeof BlockTargetSchema>;

/** A member I blocked, on /setting, to unblock them. */
export const BlockedMemberSchema = z.object({
  profileId: z.string(),
  full_name: z.string(),
  blockedAt: z.iso.datetime(),
});
export type BlockedMemberJson = z.infer<typeof BlockedMemberSchema>;
