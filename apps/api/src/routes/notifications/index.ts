import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { requireMember } from '../../plugins/app/authentication';
import { listNotifications, markNotificationsRead } from '../../services/notifications/list-notifications';
import type { MemberEvents } from '../../services/notifications/member-events';
import { notificationStreamRoutes } from './notification-stream';

const MarkReadBody = z
  .object({
    ids: z
      .array(z.number({ error: 'Notification ids are numbers' }).int().positive().max(2_147_483_647), { error: 'List the notification ids' })
      .min(1, { error: 'List at least one notification, or leave ids out to mark all read' })
      .max(100, { error: 'Mark at most 100 notifications at once' })
      .optional(),
  })
  .strict();

/** The top bar's notifications. */
export const notificationRoutes: FastifyPluginAsyncZod<{ db: Database; events: MemberEvents }> = async (app, { db, events }) => {
  await app.register(notificationStreamRoutes, { db, events });

  app.get(
    '/api/notifications',
    { schema: { tags: ['notifications'], summary: 'Your latest notifications and the unread count' }, config: { access: 'member' } },
    async (request) => listNotifications(db, requireMember(request).id),
  );

  app.post(
    '/api/notifications/read',
    { schema: { tags: ['notifications'], summary: 'Mark notifications read (all of them without ids)', body: MarkReadBody }, config: { access: 'member' } },
    async (request) => {
      const member = requireMember(request);
      await markNotificationsRead(db, member.id, request.body.ids);
      // The member's other pages update their bell too.
      await events.publish(member.id);
      return listNotifications(db, member.id);
    },
  );
};
