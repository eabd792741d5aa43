import { sql } from 'drizzle-orm';
import type { ReportJson } from '@matri/contracts';
import type { Database } from '../../../db/database';

/** Messages the admins see on each side of a reported one: enough to judge it, never the conversation. */
const MESSAGES_BEFORE = 3;
const MESSAGES_AFTER = 3;

/** Whether the message was sent by `senderId` in a conversation `receiverId` belongs to. */
export async function isTheirMessageToMe(
  db: Database,
  messageId: number,
  senderId: number,
  receiverId: number,
): Promise<boolean> {
  const result = await db.execute(sql`
    select exists (select 1 from messages m
      join conversation_members cm on cm.conversation_id = m.conversation_id and cm.user_id = ${receiverId}
      where m.id = ${messageId} and m.sender_id = ${senderId}) as "isTheirs"`);
  return (result as unknown as { rows: { isTheirs: boolean }[] }).rows[0].isTheirs;
}

/** The last message `senderId` wrote in a conversation `receiverId` belongs to, if any. */
export async function lastMessageFromTo(db: Database, senderId: number, receiverId: number): Promise<number | null> {
  const result = await db.execute(sql`
    select m.id from messages m
    join conversation_members cm on cm.conversation_id = m.conversation_id and cm.user_id = ${receiverId}
    where m.sender_id = ${senderId} order by m.id desc limit 1`);
  return (result as unknown as { rows: { id: number }[] }).rows[0]?.id ?? null;
}

/** For each report about a message: that message and the few around it, oldest first, by report id. */
export async function messagesAroundReports(
  db: Pick<Database, 'execute'>,
  reportIds: number[],
): Promise<Map<number, NonNullable<ReportJson['messages']>>> {
  const around = new Map<number, NonNullable<ReportJson['messages']>>();
  if (reportIds.length === 0) return around;
  const result = await db.execute(sql`
    select r.id as "reportId", m.id, m.sender_id = r.reported_id as "isFromReported", m.text,
      m.created_at as "createdAt", m.id = r.message_id as "isReported"
    from reports r
    join messages reported on reported.id = r.message_id
    join lateral (
      (select * from messages m where m.conversation_id = reported.conversation_id and m.id <= reported.id
        order by m.id desc limit ${MESSAGES_BEFORE + 1})
      union all
      (select * from messages m where m.conversation_id = reported.conversation_id and m.id > reported.id
        order by m.id limit ${MESSAGES_AFTER})
    ) m on true
    where r.id in (${sql.join(
      reportIds.map((id) => sql`${id}`),
      sql`, `,
    )})
    order by r.id, m.id`);
  const rows = (
    result as unknown as {
      rows: {
        reportId: number;
        id: number;
        isFromReported: boolean;
        text: string;
        createdAt: string | Date;
        isReported: boolean;
      }[];
    }
  ).rows;
  for (const row of rows) {
    const list = around.get(row.reportId) ?? [];
    list.push({
      id: row.id,
      from: row.isFromReported ? 'reported' : 'reporter',
      text: row.text,
      createdAt: new Date(row.createdAt).toISOString(),
      isReported: row.isReported,
    });
    around.set(row.reportId, list);
  }
  return around;
}
