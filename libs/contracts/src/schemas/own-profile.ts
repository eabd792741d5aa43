import { z } from 'zod';
import { completenessParts } from '../rules/profile-completeness';
import { educationFields, educationLevels, employerTypes, incomeBands, professions } from '../vocabularies/career';
import { countries, residencyStatuses } from '../vocabularies/countries';
import { familyTypes, familyValues } from '../vocabularies/family';
import { manglikStatuses, nakshatras, rashis } from '../vocabularies/horoscope';
import { diets, habitFrequencies, maritalStatuses } from '../vocabularies/lifestyle';
import { motherTongues } from '../vocabularies/mother-tongues';
import { genders, profileCreators } from '../vocabularies/people';
import { contactPrivacies, horoscopeVisibilities, photoVisibilities } from '../vocabularies/privacy';
import { religions } from '../vocabularies/religions';
import { storedChoice as stored } from './fields';
import { contactAudiences } from '../rules/verified-members';
import { VerificationBadgeSchema } from './verification-badge';

const text = z.string().nullable();
const count = z.number().int().nullable();

/**
 * The member's own profile as GET and PATCH /api/users/me/profile answer it: the editable fields (as stored, not as
 * the edit forms validate them) and the fixed ones.
 */
export const OwnProfileSchema = z.object({
  profileId: z.string().nullable(),
  gender: stored(genders),
  isEmailVerified: z.boolean(),
  isMobileVerified: z.boolean(),
  photoVisibility: stored(photoVisibilities),
  contactVisibility: stored(contactPrivacies),
  isShownInRecent: z.boolean(),
  interestAudience: stored(contactAudiences),
  messageAudience: stored(contactAudiences),
  photoAudience: stored(contactAudiences),
  /** The member's own badges, so the dashboard says what is verified and what is next. */
  badges: z.array(VerificationBadgeSchema),
  /** Hidden by the member from search, matches and profile pages. */
  isHidden: z.boolean(),
  notifyInterestReceived: z.boolean(),
  notifyInterestAccepted: z.boolean(),
  notifyProfileViewed: z.boolean(),
  notifyUnreadMessages: z.boolean(),
  createdBy: stored(profileCreators),
  fullName: z.string(),
  dateOfBirth: z.string(),
  maritalStatus: stored(maritalStatuses).nullable(),
  heightCm: count,
  religion: stored(religions),
  community: text,
  subCommunity: text,
  motherTongue: stored(motherTongues),
  gotra: text,
  nakshatra: stored(nakshatras).nullable(),
  nakshatraPada: count,
  rashi: stored(rashis).nullable(),
  manglik: stored(manglikStatuses).nullable(),
  birthTime: text,
  birthPlace: text,
  horoscopeVisibility: stored(horoscopeVisibilities),
  education: stored(educationLevels).nullable(),
  educationField: stored(educationFields).nullable(),
  profession: stored(professions).nullable(),
  employerType: stored(employerTypes).nullable(),
  incomeBand: stored(incomeBands).nullable(),
  country: stored(countries),
  state: text,
  city: text,
  residencyStatus: stored(residencyStatuses).nullable(),
  fatherOccupation: text,
  motherOccupation: text,
  brothers: count,
  brothersMarried: count,
  sisters: count,
  sistersMarried: count,
  familyDetails: text,
  familyType: stored(familyTypes).nullable(),
  familyValues: stored(familyValues).nullable(),
  diet: stored(diets).nullable(),
  smoking: stored(habitFrequencies).nullable(),
  drinking: stored(habitFrequencies).nullable(),
  aboutMe: text,
});
export type OwnProfile = z.infer<typeof OwnProfileSchema>;

export const CompletenessSchema = z.object({
  percent: z.number().int().min(0).max(100),
  missing: z.array(z.object({ key: stored(completenessParts) })),
});

export const OwnProfileAnswerSchema = z.object({ profile: OwnProfileSchema, completeness: CompletenessSchema });
export type OwnProfileAnswer = z.infer<typeof OwnProfileAnswerSchema>;
