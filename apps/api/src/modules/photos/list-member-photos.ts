import { asc, desc, eq } from 'drizzle-orm';
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
