import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { ReportJson } from '@matri/contracts';
import type { Database } from '../../../db/database';
import { interests, reports } from '../../../db/schema';

/** The interest `senderId` sent to `receiverId` with this id, if there is one: a report may only name theirs to me. */
export async function isTheirInterestToMe(
  db: Database,
  interestId: number,
  senderId: number,
  receiverId: number,
): Promise<boolean> {
  const [interest] = await db
    .select({ id: interests.id })
    .from(interests)
    .where(and(eq(interests.id, interestId), eq(interests.senderId, senderId), eq(interests.receiverId, receiverId)));
  return interest !== undefined;
}

/** The latest interest `senderId` sent to `receiverId` with a message, if any. */
export async function lastInterestMessageFromTo(
  db: Database,
  senderId: number,
  receiverId: number,
): Promise<number | null> {
  const [interest] = await db
    .select({ id: interests.id })
    .from(interests)
    .where(and(eq(interests.senderId, senderId), eq(interests.receiverId, receiverId), isNotNull(interests.message)))
    .orderBy(desc(interests.id))
    .limit(1);
  return interest?.id ?? null;
}

/** For each report about an interest: the message the reported member sent with it, by report id. */
export async function interestMessagesOfReports(
  db: Pick<Database, 'select'>,
  reportIds: number[],
): Promise<Map<number, NonNullable<ReportJson['interestMessage']>>> {
  const found = new Map<number, NonNullable<ReportJson['interestMessage']>>();
  if (reportIds.length === 0) return found;
  const rows = await db
    .select({ reportId: reports.id, text: interests.message, createdAt: interests.createdAt })
    .from(reports)
    .innerJoin(interests, and(eq(interests.id, reports.interestId), eq(interests.senderId, reports.reportedId)))
    .where(inArray(reports.id, reportIds));
  for (const row of rows) {
    if (row.text !== null) found.set(row.reportId, { text: row.text, createdAt: row.createdAt.toISOString() });
  }
  return found;
}
