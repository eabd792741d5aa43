import { MarkNotificationsReadSchema, NotificationListSchema } from '../schemas/notifications';
import { defineEndpoint } from './define-endpoint';

/** The top bar's bell. Its live count comes from GET /api/notifications/stream (Server-Sent Events, not JSON). */
export const notificationEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/notifications',
    summary: 'Your latest notifications and the unread count',
    tags: ['notifications'],
    response: NotificationListSchema,
  }),
  markRead: defineEndpoint({
    method: 'POST',
    path: '/api/notifications/read',
    summary: 'Mark notifications read (all of them without ids)',
    tags: ['notifications'],
    body: MarkNotificationsReadSchema,
    response: NotificationListSchema,
  }),
};
