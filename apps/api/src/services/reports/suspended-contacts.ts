import { createHash } from 'node:crypto';
import { eq, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { suspensions } from '../../db/schema';

/** An e-mail or mobile as a suspension keeps it: a hash, so the evidence names no one outright once erased. */
export function contactHash(contact: string): string {
  return createHash('sha256').update(`suspended contact\u0000${contact.trim().toLowerCase()}`).digest('hex');
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
