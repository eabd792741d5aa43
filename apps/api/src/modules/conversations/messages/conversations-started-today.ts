import type { Database } from '../../../db/database';
import { conversations } from '../../../db/schema';
import { countLastDay } from '../../platform';

/** Conversations a member wrote first in, in the last 24 hours: what a plan's "new conversations a day" counts. */
export function conversationsStartedToday(
  db: Pick<Database, 'select'>,
  userId: number,
  now = new Date(),
): Promise<number> {
  return countLastDay(db, conversations, { member: conversations.startedBy, at: conversations.createdAt }, userId, now);
}
