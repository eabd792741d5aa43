import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { preparedPerDatabase } from '../../db/prepared-per-database';
import { photos, profiles, type PhotoRow, type UserRow } from '../../db/schema';
import { toPhotoJson } from './photo-json';
import { arePhotosPublic } from './photo-access';

type PhotoJson = ReturnType<typeof toPhotoJson>;

/** Who may see a member's photos (their profile's choice), as read with a photo; null without a profile. */
export type PhotoAudience = Parameters<typeof arePhotosPublic>[0] | null;

const audienceColumns = { photoVisibility: profiles.photoVisibility, photoAudience: profiles.photoAudience };

/** Public addresses only while everyone may see the member's photos. */
function ownAccess(member: UserRow, profile: PhotoAudience | undefined) {
  return { isPublic: profile ? arePhotosPublic(profile) && member.status === 'active' : false, viewerId: member.id };
}

/** The member's own photos as the member gets them: public addresses only while everyone may see them. */
export async function ownPhotoJson(db: Database, member: UserRow): Promise<(photo: PhotoRow) => PhotoJson> {
  const [profile] = await db.select(audienceColumns).from(profiles).where(eq(profiles.userId, member.id));
  const access = ownAccess(member, profile);
  return (photo) => toPhotoJson(photo, access);
}

/** One of the member's own photos as the member gets it, with who may see the member's photos as read with it. */
export function ownPhotoJsonWith(member: UserRow, photo: PhotoRow, audience: PhotoAudience): PhotoJson {
  return toPhotoJson(photo, ownAccess(member, audience));
}

/**
 * Prepared, its SQL built once and planned once a connection: it answered every upload and crop on the thread that
 * serves the requests, and still answers those whose screening ran before the answer (a queue that runs in place).
 */
const ownPhotoQuery = preparedPerDatabase((db) =>
  db
    .select({ photo: photos, audience: audienceColumns })
    .from(photos)
    .leftJoin(profiles, eq(profiles.userId, photos.userId))
    .where(and(eq(photos.id, sql.placeholder('photoId')), eq(photos.userId, sql.placeholder('userId'))))
    .prepare('own_photo_of'),
);

/**
 * One of the member's own photos as it stands now, as the member gets it, or null when they have none with this id:
 * the row and who may see it in one query, as an upload's answer is read once its screening is asked for.
 */
export async function ownPhotoJsonOf(db: Database, member: UserRow, photoId: number): Promise<PhotoJson | null> {
  const [found] = await ownPhotoQuery(db).execute({ photoId, userId: member.id });
  return found ? ownPhotoJsonWith(member, found.photo, found.audience) : null;
}
