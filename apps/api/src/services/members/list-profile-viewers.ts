import { and, desc, eq } from 'drizzle-orm';
import { ageInYears } from '@matri/helpers';
import { PROFILE_VIEWERS_LIMIT, type ProfileViewerJson } from '@matri/contracts';
import type { Database } from '../../db/database';
import { photos, profiles, profileViews, users } from '../../db/schema';
import { photoUrl } from '../photos/photo-store';

/** The members who viewed this member's profile, newest first; members no longer active are left out. */
export async function listProfileViewers(db: Database, userId: number): Promise<ProfileViewerJson[]> {
  const rows = await db
    .select({
      profileCode: profiles.profileCode,
      fullName: profiles.fullName,
      dateOfBirth: profiles.dateOfBirth,
      city: profiles.city,
      photoVisibility: profiles.photoVisibility,
      photoFile: photos.fileName,
      viewedAt: profileViews.viewedAt,
    })
    .from(profileViews)
    .innerJoin(users, eq(users.id, profileViews.viewerId))
    .innerJoin(profiles, eq(profiles.userId, profileViews.viewerId))
    .leftJoin(photos, and(eq(photos.userId, profileViews.viewerId), eq(photos.isPrimary, true)))
    .where(and(eq(profileViews.viewedId, userId), eq(users.status, 'active')))
    .orderBy(desc(profileViews.viewedAt))
    .limit(PROFILE_VIEWERS_LIMIT);
  return rows.flatMap((row) => {
    const age = ageInYears(row.dateOfBirth);
    if (age === null || !row.profileCode) return [];
    return [
      {
        profile_id: row.profileCode,
        full_name: row.fullName,
        age,
        city: row.city,
        photo_url: row.photoFile && row.photoVisibility === 'all' ? photoUrl(row.photoFile) : null,
        viewed_at: row.viewedAt.toISOString(),
      },
    ];
  });
}
