import type { Completeness } from '../rules/profile-completeness';
import type { Gender } from '../vocabularies/people';
import type { ContactPrivacy, PhotoVisibility } from '../vocabularies/privacy';
import type { ProfileValues } from './profile';

/** The member's own profile as GET and PATCH /api/users/me/profile answer it: the editable fields and the fixed ones. */
export interface OwnProfile extends ProfileValues {
  profileId: string | null;
  gender: Gender;
  isEmailVerified: boolean;
  isMobileVerified: boolean;
  photoVisibility: PhotoVisibility;
  contactVisibility: ContactPrivacy;
  isShownInRecent: boolean;
  /** Hidden by the member from search, matches and profile pages. */
  isHidden: boolean;
  notifyInterestReceived: boolean;
  notifyInterestAccepted: boolean;
  notifyProfileViewed: boolean;
}

export interface OwnProfileAnswer {
  profile: OwnProfile;
  completeness: Completeness;
}
