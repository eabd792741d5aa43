import { ageInYears } from '@matri/helpers';
import { MIN_MEMBER_AGE } from '@matri/contracts';
import type { partnerPreferences, ProfileRow } from '../../../db/schema';

type PartnerPreferencesInsert = typeof partnerPreferences.$inferInsert;

/**
 * What a new member looks for until they say otherwise, as families usually start: the same religion and an age
 * range around their own (brides a little older or the same age, grooms a little younger or the same age). Every
 * other preference starts open.
 */
export function defaultPartnerPreferences(
  profile: Pick<ProfileRow, 'userId' | 'gender' | 'dateOfBirth' | 'religion'>,
): PartnerPreferencesInsert {
  const age = ageInYears(profile.dateOfBirth) ?? MIN_MEMBER_AGE;
  const [ageMin, ageMax] = profile.gender === 'female' ? [age, age + 7] : [Math.max(MIN_MEMBER_AGE, age - 7), age + 2];
  return { userId: profile.userId, ageMin, ageMax, religions: [profile.religion] };
}
