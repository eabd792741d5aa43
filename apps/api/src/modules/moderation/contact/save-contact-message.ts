import type { Contact } from '@matri/contracts';
import type { Database } from '../../../db/database';
import { contactMessages } from '../../../db/schema';

/** Keeps a message from the contact form for the support team. */
export async function saveContactMessage(db: Database, message: Contact, userId: number | null): Promise<void> {
  await db.insert(contactMessages).values({ ...message, userId });
}
