import { z } from 'zod';
import { genders } from '../vocabularies/people';
import { photoVisibilities } from '../vocabularies/privacy';
import { storedChoice } from './fields';
import { interestStatuses } from './interests';

/** A photo as another member gets it: the real one, or its blurred rendition where the owner keeps it to connected members. */
export const VisiblePhotoSchema = z.object({ url: z.string(), width: z.number().int(), height: z.number().int(), is_blurred: z.boolean() });
export type VisiblePhotoJson = z.infer<typeof VisiblePhotoSchema>;

const text = z.string().nullable();
const count = z.number().int().nullable();

/** The public part of a profile: never the birth date (the age instead), the account or the privacy choices. */
export const PublicProfileSchema = z.object({
  profile_id: z.string().nullable(),
  full_name: z.string(),
  gender: storedChoice(genders),
  age: count,
  religion: z.string(),
  community: text,
  sub_community: text,
  mother_tongue: z.string(),
  marital_status: text,
  height_cm: count,
  gotra: text,
  education: text,
  education_field: text,
  profession: text,
  employer_type: text,
  income_band: text,
  country: z.string(),
  state: text,
  city: text,
  residency_status: text,
  father_occupation: text,
  mother_occupation: text,
  brothers: count,
  brothers_married: count,
  sisters: count,
  sisters_married: count,
  family_type: text,
  family_values: text,
  family_details: text,
  diet: text,
  smoking: text,
  drinking: text,
  about_me: text,
  nakshatra: text,
  rashi: text,
  manglik: text,
});
export type PublicProfileJson = z.infer<typeof PublicProfileSchema>;

/**
 * How the viewer may come to a member's contact details: shown already; kept private; shared once an interest is
 * accepted; with one of the plan's contact views this month ('reveal'); or with a plan that has some ('upgrade').
 */
export const contactAccesses = ['shown', 'private', 'after-acceptance', 'reveal', 'upgrade'] as const;
export type ContactAccess = (typeof contactAccesses)[number];

const ContactSchema = z.object({ email: z.string(), mobile: z.string() });

/** POST /api/profiles/:profileId/contact: the contact details, and the plan's contact views left this month (null on Free). */
export const ContactRevealSchema = z.object({ contact: ContactSchema, contact_views_left: z.number().int().nullable() });
export type ContactRevealJson = z.infer<typeof ContactRevealSchema>;

/** GET /api/profiles/:profileId: what /profiledetails shows. */
export const ProfileDetailsSchema = z.object({
  member: z.object({
    id: z.number().int(),
    full_name: z.string(),
    profile_id: z.string().nullable(),
    contact: ContactSchema.optional(),
    user_profile: PublicProfileSchema.nullable().optional(),
  }),
  is_self: z.boolean(),
  is_verified: z.boolean(),
  photo_visibility: storedChoice(photoVisibilities),
  photos: z.array(VisiblePhotoSchema),
  interest: z
    .object({
      id: z.number().int(),
      direction: z.enum(['sent', 'received']),
      status: z.enum(interestStatuses),
      message: z.string().nullable(),
      created_at: z.iso.datetime(),
    })
    .nullable(),
  is_shortlisted: z.boolean(),
  contact_access: z.enum(contactAccesses),
});
export type ProfileDetailsJson = z.infer<typeof ProfileDetailsSchema>;
