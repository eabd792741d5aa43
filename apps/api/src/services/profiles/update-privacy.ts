import { eq } from 'drizzle-orm';
import type { OwnProfileAnswer, PrivacySettings } from '@matri/contracts';
import type { Database } from '../../db/database';
import { profiles, type UserRow } from '../../db/schema';
import { findOwnProfile } from './find-own-profile';

/** Who sees the member's photos and whether the public footer may show them; takes effect on the next request. */
export async function updatePrivacy(db: Database, user: UserRow, settings: PrivacySettings): Promise<OwnProfileAnswer> {
  if (Object.keys(settings).length > 0) {
    await db.update(profiles).set({ ...settings, updatedAt: new Date() }).where(eq(profiles.userId, user.id));
  }
  return findOwnProfile(db, user);
}
