import { z } from 'zod';
import { kootaNames, manglikReadings } from '../vocabularies/horoscope';
import { genders } from '../vocabularies/people';
import { photoVisibilities, privateHoroscopeAudiences } from '../vocabularies/privacy';
import { storedChoice } from './fields';
import { interestStatuses } from '../vocabularies/interest-states';
import { contactAudiences } from '../rules/verified-members';
import { VerificationBadgeSchema } from './verification-badge';

/** A photo as another member gets it: the real one, or its blurred rendition where the owner keeps it to connected members. */
export const VisiblePhotoSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  isBlurred: z.boolean(),
});
export type VisiblePhotoJson = z.infer<typeof VisiblePhotoSchema>;

const text = z.string().nullable();
const count = z.number().int().nullable();

/** The public part of a profile: never the birth date (the age instead), the account or the privacy choices. */
export const PublicProfileSchema = z.object({
  profileId: z.string().nullable(),
  full_name: z.string(),
  gender: storedChoice(genders),
  age: count,
  religion: z.string(),
  community: text,
  subCommunity: text,
  motherTongue: z.string(),
  maritalStatus: text,
  heightCm: count,
  gotra: text,
  education: text,
  educationField: text,
  profession: text,
  employerType: text,
  incomeBand: text,
  country: z.string(),
  state: text,
  city: text,
  residencyStatus: text,
  fatherOccupation: text,
  motherOccupation: text,
  brothers: count,
  brothersMarried: count,
  sisters: count,
  sistersMarried: count,
  familyType: text,
  familyValues: text,
  familyDetails: text,
  diet: text,
  smoking: text,
  drinking: text,
  aboutMe: text,
  /** Star, pada, sign, birth time and place: null unless the owner shows the horoscope to the viewer. */
  nakshatra: text,
  nakshatraPada: count,
  rashi: text,
  birthTime: text,
  birthPlace: text,
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
export const ContactRevealSchema = z.object({ contact: ContactSchema, contactViewsLeft: z.number().int().nullable() });
export type ContactRevealJson = z.infer<typeof ContactRevealSchema>;

/**
 * Guna Milan between the viewer and the member, the viewer's side of the pair known from their gender: 'scored' with
 * the eight kootas, or which side lacks the birth star, when the member shows their horoscope to the viewer;
 * 'withheld' when not, with who they show it to ('accepted': connected members only; 'hidden': nobody). No score then:
 * a score read against one's own star changed 27 times names the other's star.
 */
export const GunaMilanAnswerSchema = z.discriminatedUnion('state', [
  z.object({
    state: z.literal('scored'),
    total: z.number(),
    kootas: z.array(
      z.object({
        name: z.enum(kootaNames),
        points: z.number(),
        max: z.number(),
      }),
    ),
    doshas: z.array(z.object({ name: z.enum(['nadi', 'bhakoot']), setAsideBySomeTraditions: z.boolean() })),
    manglik: z.enum(manglikReadings),
  }),
  z.object({ state: z.enum(['needs-mine', 'needs-theirs']), manglik: z.enum(manglikReadings) }),
  z.object({ state: z.literal('withheld'), shownTo: z.enum(privateHoroscopeAudiences) }),
]);
export type GunaMilanAnswer = z.infer<typeof GunaMilanAnswerSchema>;

/** GET /api/profiles/:profileId: what /profiledetails shows. */
export const ProfileDetailsSchema = z.object({
  member: z.object({
    id: z.number().int(),
    full_name: z.string(),
    profileId: z.string().nullable(),
    contact: ContactSchema.optional(),
    user_profile: PublicProfileSchema.nullable().optional(),
  }),
  isSelf: z.boolean(),
  isVerified: z.boolean(),
  /** What the member verified and when (the badges and their sentences). */
  badges: z.array(VerificationBadgeSchema),
  /** Who may send the member interests and messages, so the page says so before the viewer tries. */
  interestAudience: storedChoice(contactAudiences),
  messageAudience: storedChoice(contactAudiences),
  /** Whether the viewer is in each audience (always on the member's own profile). */
  canReachByInterest: z.boolean(),
  canReachByMessage: z.boolean(),
  photoVisibility: storedChoice(photoVisibilities),
  photos: z.array(VisiblePhotoSchema),
  interest: z
    .object({
      id: z.number().int(),
      direction: z.enum(['sent', 'received']),
      status: z.enum(interestStatuses),
      message: z.string().nullable(),
      createdAt: z.iso.datetime(),
    })
    .nullable(),
  isShortlisted: z.boolean(),
  contactAccess: z.enum(contactAccesses),
  /** Null on the member's own profile and between members of the same gender. */
  gunaMilan: GunaMilanAnswerSchema.nullable(),
});
export type ProfileDetailsJson = z.infer<typeof ProfileDetailsSchema>;
