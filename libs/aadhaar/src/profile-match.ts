import type { Gender } from '@matri/contracts';
import type { AadhaarGender, AadhaarIdentity } from './identity';
import { matchName, type NameMatch } from './name-match';

/** The profile's own words for what the ID says. */
export interface ProfileIdentity {
  readonly fullName: string;
  /** `YYYY-MM-DD`. */
  readonly dateOfBirth: string;
  readonly gender: Gender;
}

/**
 * - match: the same date.
 * - year-only: the ID records only the year of birth, and it is the profile's year (for the API to decide).
 * - mismatch: anything else.
 */
export type DateOfBirthMatch = 'match' | 'year-only' | 'mismatch';

/** not-comparable: the ID says T (transgender), which our profiles' gender vocabulary has no word for. */
export type GenderMatch = 'match' | 'mismatch' | 'not-comparable';

export interface ProfileMatch {
  readonly name: NameMatch;
  readonly dateOfBirth: DateOfBirthMatch;
  readonly gender: GenderMatch;
}

const genderOfId: Record<AadhaarGender, Gender | null> = { M: 'male', F: 'female', T: null };

export function matchDateOfBirth(idDateOfBirth: string, profileDateOfBirth: string): DateOfBirthMatch {
  if (idDateOfBirth === profileDateOfBirth) return 'match';
  if (/^\d{4}$/.test(idDateOfBirth) && profileDateOfBirth.startsWith(`${idDateOfBirth}-`)) return 'year-only';
  return 'mismatch';
}

export function matchGender(idGender: AadhaarGender, profileGender: Gender): GenderMatch {
  const ours = genderOfId[idGender];
  if (ours === null) return 'not-comparable';
  return ours === profileGender ? 'match' : 'mismatch';
}

export function matchProfile(
  identity: Pick<AadhaarIdentity, 'name' | 'dateOfBirth' | 'gender'>,
  profile: ProfileIdentity,
): ProfileMatch {
  return {
    name: matchName(identity.name, profile.fullName),
    dateOfBirth: matchDateOfBirth(identity.dateOfBirth, profile.dateOfBirth),
    gender: matchGender(identity.gender, profile.gender),
  };
}
