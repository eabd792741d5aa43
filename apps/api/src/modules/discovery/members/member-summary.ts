import type { SQL } from 'drizzle-orm';
import { ageInYears } from '@matri/helpers';
import { photos, profiles } from '../../../db/schema';
import { arePhotosPublic, photoUrl, shownPrimaryPhotoOf } from '../../photos';

/** The columns a member summary (footer, viewers, and later search results) is made of. */
export const memberSummaryColumns = {
  profileCode: profiles.profileCode,
  fullName: profiles.fullName,
  dateOfBirth: profiles.dateOfBirth,
  city: profiles.city,
  photoVisibility: profiles.photoVisibility,
  photoAudience: profiles.photoAudience,
  photoFile: photos.fileName,
};

/** Joins a member's primary photo to a query over profiles, as others see it: only once it passed screening. */
export function primaryPhotoOf(userIdColumn: typeof profiles.userId): SQL | undefined {
  return shownPrimaryPhotoOf(userIdColumn);
}

interface SummaryRow {
  profileCode: string | null;
  dateOfBirth: string;
  city: string | null;
  photoVisibility: 'all' | 'accepted' | 'hidden';
  photoAudience: 'anyone' | 'verified-id' | 'verified-id-photo';
  photoFile: string | null;
}

/** What every summary shows: profile ID, age, city, and the photo only when its owner shows it to all members. */
export function summaryBasics(
  row: SummaryRow,
): { profileId: string; age: number; city: string | null; photoUrl: string | null } | null {
  const age = ageInYears(row.dateOfBirth);
  if (age === null || !row.profileCode) return null;
  return {
    profileId: row.profileCode,
    age,
    city: row.city,
    photoUrl: row.photoFile && arePhotosPublic(row) ? photoUrl(row.photoFile) : null,
  };
}
