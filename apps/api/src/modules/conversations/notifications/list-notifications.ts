import { and, count, desc, eq, inArray, isNull, type Placeholder, type SQL } from 'drizzle-orm';
import { NOTIFICATIONS_LIMIT, type NotificationListJson } from '@matri/contracts';
import type { Database } from '../../../db/database';
import { notifications, profiles, users } from '../../../db/schema';
import { notBlockedEitherWay } from '../../visibility';

/** Notices from members who are gone (hidden, suspended, deleted) or blocked either way are not shown. */
function actorStillVisible(userId: number | Placeholder | SQL) {
  return and(eq(users.status, 'active'), notBlockedEitherWay(userId, notifications.actorId));
}

/** The query of how many of the member's notifications are unread (the bell's count), to run or to embed. */
export function unreadNotificationsQuery(db: Database, userId: number | Placeholder | SQL) {
  return db
    .select({ unread: count() })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.actorId))
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), actorStillVisible(userId)));
}

/** How many of the member's notifications are unread (the bell's count). */
export async function countUnread(db: Database, userId: number): Promise<number> {
  const [{ unread }] = await unreadNotificationsQuery(db, userId);
  return unread;
}

/** The member's latest notifications and how many are unread. */
export async function listNotifications(db: Database, userId: number): Promise<NotificationListJson> {
  const [rows, unread] = await Promise.all([
    db
      .select({
        id: notifications.id,
        kind: notifications.kind,
        createdAt: notifications.createdAt,
        readAt: notifications.readAt,
        profileCode: profiles.profileCode,
        fullName: profiles.fullName,
      })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.actorId))
      .innerJoin(profiles, eq(profiles.userId, notifications.actorId))
      .where(and(eq(notifications.userId, userId), actorStillVisible(userId)))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(NOTIFICATIONS_LIMIT),
    countUnread(db, userId),
  ]);
  return {
    unread,
    notifications: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      createdAt: r.createdAt.toISOString(),
      isRead: r.readAt !== null,
      member: { profileId: r.profileCode, full_name: r.fullName },
    })),
  };
}

/** Marks the given notifications (or all, without ids) read; ids of other members' notifications change nothing. */
export async function markNotificationsRead(
  db: Database,
  userId: number,
  ids: number[] | undefined,
  now = new Date(),
): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids ? inArray(notifications.id, ids) : undefined,
      ),
    );
}
