import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { ageInYears } from '@matri/helpers';
import { RECENT_MEMBERS_LIMIT, type RecentMemberJson } from '@matri/contracts';
import type { Database } from '../../db/database';
import { photos, profiles, users } from '../../db/schema';
import { photoUrl } from '../photos/photo-store';

/** Only the first word of the name: visitors who are not members see no full names. */
function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

/**
 * The newest active members who chose to appear in the public footer (off by default). The photo is included only
 * when the member shows photos to everyone.
 */
export async function listRecentMembers(db: Database): Promise<RecentMemberJson[]> {
  const rows = await db
    .select({
      profileCode: profiles.profileCode,
      fullName: profiles.fullName,
      dateOfBirth: profiles.dateOfBirth,
      city: profiles.city,
      photoVisibility: profiles.photoVisibility,
      photoFile: photos.fileName,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .leftJoin(photos, and(eq(photos.userId, profiles.userId), eq(photos.isPrimary, true)))
    .where(and(eq(profiles.isShownInRecent, true), eq(users.status, 'active'), isNotNull(profiles.profileCode)))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(RECENT_MEMBERS_LIMIT);
  return rows.flatMap((row) => {
    const age = ageInYears(row.dateOfBirth);
    if (age === null || !row.profileCode) return [];
    return [
      {
        profile_id: row.profileCode,
        first_name: firstNameOf(row.fullName),
        age,
        city: row.city,
        photo_url: row.photoFile && row.photoVisibility === 'all' ? photoUrl(row.photoFile) : null,
      },
    ];
  });
}
