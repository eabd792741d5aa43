import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Advisory-lock namespace of photo changes (the first key of pg_advisory_xact_lock's two-key form). */
const PHOTOS_LOCK_SPACE = 1;

/**
 * Serialises photo changes of one member until the transaction ends, so concurrent uploads cannot pass the photo limit
 * and two requests cannot both leave a primary photo.
 */
export async function lockMemberPhotos(tx: Transaction, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PHOTOS_LOCK_SPACE}, ${userId})`);
}
