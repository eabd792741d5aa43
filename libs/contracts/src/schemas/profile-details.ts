import type { InterestStatus } from './interests';
import type { PhotoVisibility } from '../vocabularies/privacy';

/** A photo as another member gets it: the real one, or its blurred rendition where the owner keeps it to connected members. */
export interface VisiblePhotoJson {
  url: string;
  width: number;
  height: number;
  is_blurred: boolean;
}

/** The public part of a profile: never the birth date (the age instead), the account or the privacy choices. */
export interface PublicProfileJson {
  profile_id: string | null;
  full_name: string;
  gender: 'female' | 'male';
  age: number | null;
  religion: string;
  community: string | null;
  sub_community: string | null;
  mother_tongue: string;
  marital_status: string | null;
  height_cm: number | null;
  gotra: string | null;
  education: string | null;
  education_field: string | null;
  profession: string | null;
  employer_type: string | null;
  income_band: string | null;
  country: string;
  state: string | null;
  city: string | null;
  residency_status: string | null;
  father_occupation: string | null;
  mother_occupation: string | null;
  brothers: number | null;
  brothers_married: number | null;
  sisters: number | null;
  sisters_married: number | null;
  family_type: string | null;
  family_values: string | null;
  family_details: string | null;
  diet: string | null;
  smoking: string | null;
  drinking: string | null;
  about_me: string | null;
  nakshatra: string | null;
  rashi: string | null;
  manglik: string | null;
}

/**
 * How the viewer may come to a member's contact details: shown already; kept private; shared once an interest is
 * accepted; with one of the plan's contact views this month ('reveal'); or with a plan that has some ('upgrade').
 */
export type ContactAccess = 'shown' | 'private' | 'after-acceptance' | 'reveal' | 'upgrade';

/** POST /api/profiles/:profileId/contact: the contact details, and the plan's contact views left this month (null on Free). */
export interface ContactRevealJson {
  contact: { email: string; mobile: string };
  contact_views_left: number | null;
}

/** GET /api/profiles/:profileId: what /profiledetails shows. */
export interface ProfileDetailsJson {
  member: { id: number; full_name: string; profile_id: string | null; contact?: { email: string; mobile: string }; user_profile?: PublicProfileJson | null };
  is_self: boolean;
  is_verified: boolean;
  photo_visibility: PhotoVisibility;
  photos: VisiblePhotoJson[];
  interest: { id: number; direction: 'sent' | 'received'; status: InterestStatus; message: string | null; created_at: string } | null;
  is_shortlisted: boolean;
  contact_access: ContactAccess;
}
