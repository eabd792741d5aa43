import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { idVerifications, suspensions } from '../../db/schema';

type Reader = Pick<Database, 'select'>;

/**
 * The two lookups behind "one ID, one account", each an index lookup by the identity key however many members there
 * are (identity-key-lookup.test.ts reads their plans): a suspension holding the key, and another account whose check
 * with it verified or waits for an admin.
 */
export function idHolderQueries(db: Reader, identityKey: string, memberId: number) {
  return {
    suspension: db
      .select({ memberId: suspensions.memberId })
      .from(suspensions)
      .where(eq(suspensions.identityKey, identityKey))
      .limit(1),
    otherAccount: db
      .select({ userId: idVerifications.userId })
      .from(idVerifications)
      .where(
        and(
          eq(idVerifications.identityKey, identityKey),
          ne(idVerifications.status, 'refused'),
          ne(idVerifications.userId, memberId),
        ),
      )
      .limit(1),
  };
}

/** Who already holds the ID: a suspended member (their account may be erased: memberId null) or another account. */
export async function findIdHolder(
  db: Reader,
  identityKey: string,
  memberId: number,
): Promise<{ kind: 'suspended'; memberId: number | null } | { kind: 'other-account'; memberId: number } | null> {
  const queries = idHolderQueries(db, identityKey, memberId);
  const [suspension] = await queries.suspension;
  if (suspension) return { kind: 'suspended', memberId: suspension.memberId };
  const [other] = await queries.otherAccount;
  return other ? { kind: 'other-account', memberId: other.userId } : null;
}
