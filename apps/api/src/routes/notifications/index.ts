import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@matri/contracts';
import type { Database } from '../../db/database';
import { registerEndpoint } from '../../http/register-endpoint';
import { requireMember } from '../../plugins/app/authentication';
import { listNotifications, markNotificationsRead } from '../../modules/conversations';
import type { MemberEvents } from '../../modules/conversations';
import { notificationStreamRoutes } from './notification-stream';

/** The top bar's notifications. */
export const notificationRoutes: FastifyPluginAsyncZod<{ db: Database; events: MemberEvents }> = async (
  app,
  { db, events },
) => {
  await app.register(notificationStreamRoutes, { db, events });

  registerEndpoint(app, endpoints.notifications.list, async (request) =>
    listNotifications(db, requireMember(request).id),
  );

  registerEndpoint(app, endpoints.notifications.markRead, async (request) => {
    const member = requireMember(request);
    await markNotificationsRead(db, member.id, request.body.ids);
    // The member's other pages update their bell too.
    await events.publish(member.id);
    return listNotifications(db, member.id);
  });
};
