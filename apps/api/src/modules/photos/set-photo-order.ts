import { eq } from 'drizzle-orm';
import { say, type LocalText } from '@matri/contracts';
import type { Database } from '../../db/database';
import { photos, type PhotoRow } from '../../db/schema';
import { listMemberPhotos } from './list-member-photos';
import { lockMember, InvalidInput } from '../platform';

const NOT_ALL: LocalText = {
  en: 'List each of your photos exactly once.',
  hi: 'अपनी हर फ़ोटो ठीक एक बार दें।',
};

/** Puts the member's photos in the given order; the list must name each of their photos once, and nobody else's. */
export async function setPhotoOrder(db: Database, userId: number, photoIds: number[]): Promise<PhotoRow[]> {
  await db.transaction(async (tx) => {
    await lockMember(tx, 'photos', userId);
    const own = await tx.select({ id: photos.id }).from(photos).where(eq(photos.userId, userId));
    const ownIds = new Set(own.map((p) => p.id));
    const isPermutation =
      photoIds.length === ownIds.size &&
      new Set(photoIds).size === photoIds.length &&
      photoIds.every((id) => ownIds.has(id));
    if (!isPermutation) throw new InvalidInput(NOT_ALL, [{ path: ['photoIds'], message: say(NOT_ALL) }]);
    for (const [position, id] of photoIds.entries()) {
      await tx.update(photos).set({ position }).where(eq(photos.id, id));
    }
  });
  return listMemberPhotos(db, userId);
}
