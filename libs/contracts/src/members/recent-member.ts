import { z } from 'zod';

/** How many members the public footer's recent-members block shows at most. */
export const RECENT_MEMBERS_LIMIT = 6;

/**
 * A member in the public footer's recent-members block: only members who opted in, and only this much of them.
 * photoUrl is relative to the API and set only when the member shows photos to everyone.
 */
export const RecentMemberSchema = z.object({
  profileId: z.string(),
  firstName: z.string(),
  age: z.number().int(),
  city: z.string().nullable(),
  photoUrl: z.string().nullable(),
});
export type RecentMemberJson = z.infer<typeof RecentMemberSchema>;
