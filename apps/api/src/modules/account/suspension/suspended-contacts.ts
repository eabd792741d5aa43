import { createHmac } from 'node:crypto';
import { eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { suspensions } from '../../../db/schema';

let hashKey: Buffer | null = null;

/**
 * The key suspended contacts are hashed with, derived from the API's signing secret and set once by buildApp. A plain
 * hash of a ten-digit number is undone by trying every number in seconds; without the key it cannot be. Rotating
 * JWT_SECRET changes the key, and the contacts of suspensions kept before no longer match.
 */
export function useSuspendedContactSecret(secret: string): void {
  const key = createHmac('sha256', secret).update('suspended contacts').digest();
  if (hashKey && !hashKey.equals(key))
    throw new Error('Suspended contacts are already hashed with another secret in this process');
  hashKey = key;
}

/** An e-mail or mobile as a suspension keeps it: a keyed hash, so the evidence names no one once erased. */
export function contactHash(contact: string): string {
  if (!hashKey) throw new Error('useSuspendedContactSecret was not called');
  return createHmac('sha256', hashKey).update(contact.trim().toLowerCase()).digest('hex');
}

/**
 * Which of this e-mail and mobile belonged to a suspended member: each is refused wherever a taken one would be, with
 * the same words, so a refusal never tells a suspension from an ordinary account.
 */
export async function suspendedContacts(
  db: Pick<Database, 'select'>,
  email: string,
  mobile: string,
): Promise<{ email: boolean; mobile: boolean }> {
  const emailHash = contactHash(email);
  const mobileHash = contactHash(mobile);
  const rows = await db
    .select({ emailHash: suspensions.emailHash, mobileHash: suspensions.mobileHash })
    .from(suspensions)
    .where(or(eq(suspensions.emailHash, emailHash), eq(suspensions.mobileHash, mobileHash)));
  return {
    email: rows.some((row) => row.emailHash === emailHash),
    mobile: rows.some((row) => row.mobileHash === mobileHash),
  };
}

/** Which of many e-mails and mobiles belonged to suspended members, in one query (an import checks a whole chunk). */
export async function findSuspendedContacts(
  db: Pick<Database, 'select'>,
  contacts: readonly string[],
): Promise<(contact: string) => boolean> {
  const hashes = [...new Set(contacts.map(contactHash))];
  if (hashes.length === 0) return () => false;
  const rows = await db
    .select({ emailHash: suspensions.emailHash, mobileHash: suspensions.mobileHash })
    .from(suspensions)
    .where(or(inArray(suspensions.emailHash, hashes), inArray(suspensions.mobileHash, hashes)));
  const found = new Set(rows.flatMap((row) => [row.emailHash, row.mobileHash]));
  return (contact) => found.has(contactHash(contact));
}
