import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { notifications, profileViews, type UserRow } from '../../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Notes that a member looked at another member's profile (once per pair, keeping the latest time) and leaves the
 * member a "viewed your profile" notice, one per viewer a day (a member browsing back and forth is not news each
 * time). One statement, committed without waiting for the disk (synchronous_commit off for this transaction alone):
 * the last instant of views before a crash may be lost, but a profile page never waits on a flush. The member's own
 * look and an admin's are not views. Answers the notice left, if one was.
 */
export async function recordProfileView(
  db: Database,
  viewer: UserRow,
  viewedId: number,
  now = new Date(),
): Promise<{ noticeId: number } | null> {
  if (viewer.id === viewedId || viewer.role === 'admin') return null;
  const viewed = db.$with('viewed').as(
    db
      .insert(profileViews)
      .values({ viewerId: viewer.id, viewedId, viewedAt: now })
      .onConflictDoUpdate({ target: [profileViews.viewedId, profileViews.viewerId], set: { viewedAt: now } })
      .returning({ viewedId: profileViews.viewedId }),
  );
  const column = (name: keyof typeof notifications.$inferInsert) => sql.identifier(notifications[name].name);
  const notice = db.$with('notice', { id: notifications.id }).as(
    sql`insert into ${notifications} (${column('userId')}, ${column('kind')}, ${column('actorId')})
      select ${viewedId}, 'profile-viewed', ${viewer.id}
      where not exists (select 1 from ${notifications} where ${and(
        eq(notifications.userId, viewedId),
        eq(notifications.actorId, viewer.id),
        eq(notifications.kind, 'profile-viewed'),
        gte(notifications.createdAt, new Date(now.getTime() - DAY_MS)),
      )})
      returning ${column('id')}`,
  );
  const [row] = await db
    .with(viewed, notice)
    .select({
      noticeId: sql<number | null>`(select ${notice.id} from ${notice})`,
      relaxedCommit: sql<string>`set_config('synchronous_commit', 'off', true)`,
    })
    .from(viewed);
  return row?.noticeId ? { noticeId: row.noticeId } : null;
}
