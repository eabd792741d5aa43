import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { photos, type PhotoRow } from '../../db/schema';

/** The member's photos: the primary one first, then in the member's order (upload order until they reorder). */
export function listMemberPhotos(db: Database, userId: number): Promise<PhotoRow[]> {
  return db
    .select()
    .from(photos)
    .where(eq(photos.userId, userId))
    .orderBy(desc(photos.isPrimary), asc(photos.position), asc(photos.id));
}

/** One of the member's own photos, or null when they have none with this id. */
export async function findMemberPhoto(db: Database, userId: number, photoId: number): Promise<PhotoRow | null> {
  const [photo] = await db
    .select()
    .from(photos)
    .where(and(eq(photos.id, photoId), eq(photos.userId, userId)));
  return photo ?? null;
}
