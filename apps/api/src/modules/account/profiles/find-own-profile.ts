import { count, eq } from 'drizzle-orm';
import { profileCompleteness, type OwnProfileAnswer } from '@matri/contracts';
import type { Database } from '../../../db/database';
import { partnerPreferences, photos, profiles, type UserRow } from '../../../db/schema';
import { toOwnProfile } from './own-profile-json';
import { NotFound } from '../../platform';

/** The member's own profile with its completeness (photos, verified e-mail and saved preferences count too). */
export async function findOwnProfile(db: Database, user: UserRow): Promise<OwnProfileAnswer> {
  const [row] = await db
    .select({
      profile: profiles,
      isPreferenceSet: partnerPreferences.isSetByMember,
    })
    .from(profiles)
    .leftJoin(partnerPreferences, eq(partnerPreferences.userId, profiles.userId))
    .where(eq(profiles.userId, user.id))
    .limit(1);
  if (!row) throw new NotFound({ en: 'This account has no profile.', hi: 'इस खाते की कोई प्रोफ़ाइल नहीं है।' });
  const [{ n: photoCount }] = await db.select({ n: count() }).from(photos).where(eq(photos.userId, user.id));
  const profile = toOwnProfile(user, row.profile);
  return {
    profile,
    completeness: profileCompleteness({ ...profile, photoCount, hasPartnerPreferences: row.isPreferenceSet ?? false }),
  };
}
