import { z } from 'zod';

/** A member who viewed the logged-in member's profile ("who viewed my profile"), newest first. */
export const ProfileViewerSchema = z.object({
  profileId: z.string(),
  full_name: z.string(),
  age: z.number().int(),
  city: z.string().nullable(),
  /** Relative to the API; null when the viewer does not show photos to all members. */
  photoUrl: z.string().nullable(),
  viewedAt: z.iso.datetime(),
});
export type ProfileViewerJson = z.infer<typeof ProfileViewerSchema>;

/** How many viewers the list shows. */
export const PROFILE_VIEWERS_LIMIT = 50;

/**
 * GET /api/users/me/viewers: how many members viewed the profile, and who, when the member's plan shows who viewed
 * (null on plans that do not: the page then offers the plans that do).
 */
export const ProfileViewersSchema = z.object({
  count: z.number().int().nonnegative(),
  viewers: z.array(ProfileViewerSchema).nullable(),
});
export type ProfileViewersJson = z.infer<typeof ProfileViewersSchema>;
