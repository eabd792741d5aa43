import { eq } from 'drizzle-orm';
import {
  contactAudiences,
  photoVisibilities,
  valuesOf,
  type OwnProfileAnswer,
  type PrivacySettings,
} from '@matri/contracts';
import type { Database } from '../../../db/database';
import { profiles, type UserRow } from '../../../db/schema';
import { renameMemberPhotos } from '../../photos';
import type { PhotoStore } from '../../photos';
import { findOwnProfile } from './find-own-profile';

/** The vocabulary lists who sees photos from everyone to nobody: a change to the right narrows it. */
const PHOTO_AUDIENCES = valuesOf(photoVisibilities);
/** So does the list of who may see them by what they verified. */
const VERIFIED_AUDIENCES = valuesOf(contactAudiences);

/**
 * Who sees the member's photos, who may send interests and messages, and whether the public footer may show them;
 * takes effect on the next request. When fewer may see the photos (either choice), they get new names, so addresses handed out before stop working at once.
 */
export async function updatePrivacy(
  db: Database,
  store: PhotoStore,
  user: UserRow,
  settings: PrivacySettings,
): Promise<OwnProfileAnswer> {
  if (Object.keys(settings).length > 0) {
    const [before] = await db
      .select({ photoVisibility: profiles.photoVisibility, photoAudience: profiles.photoAudience })
      .from(profiles)
      .where(eq(profiles.userId, user.id));
    const save = (writer: Pick<Database, 'update'>) =>
      writer
        .update(profiles)
        .set({ ...settings, updatedAt: new Date() })
        .where(eq(profiles.userId, user.id));
    const isNarrower =
      before &&
      ((settings.photoVisibility &&
        PHOTO_AUDIENCES.indexOf(settings.photoVisibility) > PHOTO_AUDIENCES.indexOf(before.photoVisibility)) ||
        (settings.photoAudience &&
          VERIFIED_AUDIENCES.indexOf(settings.photoAudience) > VERIFIED_AUDIENCES.indexOf(before.photoAudience)));
    if (isNarrower) await renameMemberPhotos(db, store, user.id, save);
    else await save(db);
  }
  return findOwnProfile(db, user);
}
