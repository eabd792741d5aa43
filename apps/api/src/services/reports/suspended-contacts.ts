import { createHash } from 'node:crypto';
import { eq, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { suspensions } from '../../db/schema';

/** An e-mail or mobile as a suspension keeps it: a hash, so the evidence names no one outright once erased. */
export function contactHash(contact: string): string {
  return createHash('sha256').update(`suspended contact\u0000${contact.trim().toLowerCase()}`).digest('hex');
}

/** Whether this e-mail or mobile belonged to a suspended member: a sign-up with it is refused. */
export async function isSuspendedContact(
  db: Pick<Database, 'select'>,
  email: string,
  mobile: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: suspensions.id })
    .from(suspensions)
    .where(or(eq(suspensions.emailHash, contactHash(email)), eq(suspensions.mobileHash, contactHash(mobile))))
    .limit(1);
  return row !== undefined;
}
