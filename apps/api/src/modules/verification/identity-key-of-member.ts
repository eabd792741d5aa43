import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { idVerifications } from '../../db/schema';

type Reader = Pick<Database, 'select'>;

/**
 * The identity key of the ID that verified the member or waits for an admin, for a suspension to keep: the same ID
 * then verifies no other account, even after this one is erased. Null when no genuine ID of theirs is on record.
 */
export async function identityKeyOfMember(db: Reader, memberId: number): Promise<string | null> {
  const [row] = await db
    .select({ identityKey: idVerifications.identityKey })
    .from(idVerifications)
    .where(and(eq(idVerifications.userId, memberId), ne(idVerifications.status, 'refused')));
  return row?.identityKey ?? null;
}
