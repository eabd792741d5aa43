import type { Completeness } from '../rules/profile-completeness';
import type { Gender } from '../vocabularies/people';
import type { ProfileValues } from './profile';

export type Visibility = 'all' | 'accepted' | 'hidden';

/** The member's own profile as GET and PATCH /api/users/me/profile answer it: the editable fields and the fixed ones. */
export interface OwnProfile extends ProfileValues {
  profileId: string | null;
  gender: Gender;
  isEmailVerified: boolean;
  photoVisibility: Visibility;
  contactVisibility: Visibility;
  isShownInRecent: boolean;
}

export interface OwnProfileAnswer {
  profile: OwnProfile;
  completeness: Completeness;
}
