import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { profiles, type PhotoRow, type UserRow } from '../../db/schema';
import { toPhotoJson } from './photo-json';
import { arePhotosPublic } from './photo-access';

/** The member's own photos as the member gets them: public addresses only while everyone may see them. */
export async function ownPhotoJson(
  db: Database,
  member: UserRow,
): Promise<(photo: PhotoRow) => ReturnType<typeof toPhotoJson>> {
  const [profile] = await db
    .select({ photoVisibility: profiles.photoVisibility, photoAudience: profiles.photoAudience })
    .from(profiles)
    .where(eq(profiles.userId, member.id));
  const access = {
    isPublic: Boolean(profile) && arePhotosPublic(profile) && member.status === 'active',
    viewerId: member.id,
  };
  return (photo) => toPhotoJson(photo, access);
}
