import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Advisory-lock namespaces (the first key of pg_advisory_xact_lock's two-key form), one per kind of change. */
export const LOCK_SPACES = {
  photos: 1,
  interests: 2,
  'saved-searches': 3,
  imports: 4,
  memberships: 5,
  'contact-reveals': 6,
  messages: 7,
} as const;

/**
 * Serialises one kind of change of one member until the transaction ends, so limits (photo count, daily interests)
 * and single-row rules (one primary photo) hold under concurrent requests.
 */
export async function lockMember(tx: Transaction, space: keyof typeof LOCK_SPACES, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_SPACES[space]}, ${userId})`);
}
