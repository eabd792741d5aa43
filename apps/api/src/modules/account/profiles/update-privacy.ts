import { eq } from 'drizzle-orm';
import { photoVisibilities, valuesOf, type OwnProfileAnswer, type PrivacySettings } from '@matri/contracts';
import type { Database } from '../../../db/database';
import { profiles, type UserRow } from '../../../db/schema';
import { renameMemberPhotos } from '../../photos';
import type { PhotoStore } from '../../photos';
import { findOwnProfile } from './find-own-profile';

/** The vocabulary lists who sees photos from everyone to nobody: a change to the right narrows it. */
const PHOTO_AUDIENCES = valuesOf(photoVisibilities);

/**
 * Who sees the member's photos and whether the public footer may show them; takes effect on the next request. When
 * fewer may see the photos, they get new names, so addresses handed out before stop working at once.
 */
export async function updatePrivacy(
  db: Database,
  store: PhotoStore,
  user: UserRow,
  settings: PrivacySettings,
): Promise<OwnProfileAnswer> {
  if (Object.keys(settings).length > 0) {
    const [before] = await db
      .select({ photoVisibility: profiles.photoVisibility })
      .from(profiles)
      .where(eq(profiles.userId, user.id));
    const save = (writer: Pick<Database, 'update'>) =>
      writer
        .update(profiles)
        .set({ ...settings, updatedAt: new Date() })
        .where(eq(profiles.userId, user.id));
    const isNarrower =
      before &&
      settings.photoVisibility &&
      PHOTO_AUDIENCES.indexOf(settings.photoVisibility) > PHOTO_AUDIENCES.indexOf(before.photoVisibility);
    if (isNarrower) await renameMemberPhotos(db, store, user.id, save);
    else await save(db);
  }
  return findOwnProfile(db, user);
}
