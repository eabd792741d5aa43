import type { Database } from '../../../db/database';
import { interests } from '../../../db/schema';
import { countLastDay } from '../../platform';

/** Interests a member sent in the last 24 hours: what a plan's "interests per day" allowance counts. */
export function interestsSentToday(db: Pick<Database, 'select'>, userId: number, now = new Date()): Promise<number> {
  return countLastDay(db, interests, { member: interests.senderId, at: interests.createdAt }, userId, now);
}
