import { z } from 'zod';
import { profileCreators } from '../vocabularies/people';
import { contactPrivacies, photoVisibilities } from '../vocabularies/privacy';
import { storedChoice } from './fields';
import { MemberSchema } from './member';
import { PhotoSchema } from './photos';
import { PublicProfileSchema } from './profile-details';

/** An account's state: hidden by the member, suspended by an admin, or deleted (restorable for 30 days). */
export const memberStatuses = ['active', 'hidden', 'suspended', 'deleted'] as const;

/** What a member not allowed to see a photo gets in its place: its blurred rendition. */
export const BlurredPhotoSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  mime: z.literal('image/webp'),
  isBlurred: z.literal(true),
});
export type BlurredPhotoJson = z.infer<typeof BlurredPhotoSchema>;

/** profile_photo: left out unless asked for (populate), null when there is none (or no rendition of it to show). */
const profilePhoto = z.union([PhotoSchema, BlurredPhotoSchema]).nullable().optional();

/** The public part of a profile as a user record nests it (Strapi's user_profile relation). */
const PublicUserProfileSchema = PublicProfileSchema.extend({ id: z.number().int(), profile_photo: profilePhoto });

/** The member themself and admins get every field, the privacy choices and the birth date included. */
const OwnUserProfileSchema = PublicUserProfileSchema.extend({
  createdBy: storedChoice(profileCreators),
  dateOfBirth: z.string(),
  photoVisibility: storedChoice(photoVisibilities),
  contactVisibility: storedChoice(contactPrivacies),
});

/**
 * GET /api/users/:id: the whole record for the member themself and for admins; for another member only the public
 * part, the contact details where the owner's privacy allows (a union: the first shape a record fits is the one sent).
 */
export const UserRecordSchema = z.union([
  MemberSchema.extend({ status: z.enum(memberStatuses), user_profile: OwnUserProfileSchema.nullable().optional() }),
  z.object({
    id: z.number().int(),
    full_name: z.string(),
    profileId: z.string().nullable(),
    contact: z.object({ email: z.string(), mobile: z.string() }).optional(),
    user_profile: PublicUserProfileSchema.optional(),
  }),
]);
export type UserRecordJson = z.infer<typeof UserRecordSchema>;

/** Strapi-style populate, in the three writings clients use; anything else is refused by name. */
export const UserRecordQuerySchema = z
  .object({
    populate: z.enum(['*', 'user_profile', 'user_profile.profile_photo']).optional(),
    'populate[user_profile][populate]': z.enum(['*', 'profile_photo']).optional(),
    'populate[user_profile]': z.enum(['*', 'true']).optional(),
  })
  .strict();
