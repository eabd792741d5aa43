import type { NotificationKind } from '@matri/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/database';
import { notifications, type UserRow } from '../../../db/schema';
import { recordProfileView } from '../../discovery';
import { mailRecipient } from './mail-notification';
import type { MemberEvents } from './member-events';

export interface Notifier {
  /**
   * Records a notification for the member, tells their open pages (any API process), and, when they chose that e-mail,
   * asks for it (sent by a job); never fails the action that caused it.
   */
  notify: (kind: Exclude<NotificationKind, 'profile-viewed'>, recipientId: number, actorId: number) => Promise<void>;
  /** A member looked at another's profile: the view is noted, and a notice left once a day per viewer (as notify). */
  profileViewed: (viewer: UserRow, viewedId: number) => Promise<void>;
}

export function createNotifier(options: {
  db: Database;
  events: MemberEvents;
  requestMail: (notificationId: number) => Promise<void>;
  log: FastifyBaseLogger;
}): Notifier {
  const { db, events, requestMail, log } = options;
  /** Tells the member's open pages, and asks for the e-mail if they want this kind. */
  const announce = async (kind: NotificationKind, noticeId: number, recipientId: number) => {
    await events.publish(recipientId);
    // Most members keep some e-mails off: no job for them (the job checks again when it sends).
    if (await mailRecipient(db, kind, recipientId)) await requestMail(noticeId);
  };
  return {
    notify: async (kind, recipientId, actorId) => {
      try {
        const [recorded] = await db
          .insert(notifications)
          .values({ userId: recipientId, kind, actorId })
          .returning({ id: notifications.id });
        await announce(kind, recorded.id, recipientId);
      } catch (error) {
        log.error({ err: error, kind, recipientId }, 'notification failed');
      }
    },
    profileViewed: async (viewer, viewedId) => {
      try {
        const notice = await recordProfileView(db, viewer, viewedId);
        if (notice) await announce('profile-viewed', notice.noticeId, viewedId);
      } catch (error) {
        log.error({ err: error, kind: 'profile-viewed', recipientId: viewedId }, 'notification failed');
      }
    },
  };
}
