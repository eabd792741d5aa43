import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';

/**
 * A new primary photo takes the photo-verified badge away: the badge says the member's live selfie matched the photo
 * shown first, and a photo chosen later was never compared (big sites ask for a new selfie too). A crop keeps it: it
 * shows the same picture.
 */
export async function forgetPhotoVerification(tx: Pick<Database, 'update'>, userId: number): Promise<void> {
  await tx.update(users).set({ photoVerifiedAt: null }).where(eq(users.id, userId));
}
