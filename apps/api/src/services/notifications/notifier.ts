import { and, eq, gte } from 'drizzle-orm';
import type { NotificationKind } from '@matri/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { notifications } from '../../db/schema';
import { mailRecipient } from './mail-notification';
import type { MemberEvents } from './member-events';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface Notifier {
  /**
   * Records a notification for the member, tells their open pages (any API process), and, when they chose that e-mail,
   * asks for it (sent by a job); never fails the action that caused it.
   */
  notify: (kind: NotificationKind, recipientId: number, actorId: number) => Promise<void>;
}

export function createNotifier(options: {
  db: Database;
  events: MemberEvents;
  requestMail: (notificationId: number) => Promise<void>;
  log: FastifyBaseLogger;
}): Notifier {
  const { db, events, requestMail, log } = options;
  return {
    notify: async (kind, recipientId, actorId) => {
      try {
        if (kind === 'profile-viewed') {
          // One view notice per viewer a day: a member browsing back and forth is not news each time.
          const [recent] = await db
            .select({ id: notifications.id })
            .from(notifications)
            .where(
              and(
                eq(notifications.userId, recipientId),
                eq(notifications.actorId, actorId),
                eq(notifications.kind, kind),
                gte(notifications.createdAt, new Date(Date.now() - DAY_MS)),
              ),
            )
            .limit(1);
          if (recent) return;
        }
        const [recorded] = await db
          .insert(notifications)
          .values({ userId: recipientId, kind, actorId })
          .returning({ id: notifications.id });
        await events.publish(recipientId);
        // Most members keep some e-mails off: no job for them (the job checks again when it sends).
        if (await mailRecipient(db, kind, recipientId)) await requestMail(recorded.id);
      } catch (error) {
        log.error({ err: error, kind, recipientId }, 'notification failed');
      }
    },
  };
}
