import { z } from 'zod';
import { MarkNotificationsReadSchema, NotificationListSchema } from '../schemas/notifications';
import { defineEndpoint } from './define-endpoint';

/** The top bar's bell, its list and its live count. */
export const notificationEndpoints = {
  stream: defineEndpoint({
    method: 'GET',
    path: '/api/notifications/stream',
    summary:
      'Your unread notifications count now and on every change (Server-Sent Events: send Accept: text/event-stream)',
    tags: ['notifications'],
    query: z.object({}).strict(),
    produces: ['text/event-stream'],
    response: z
      .string()
      .meta({ description: 'An `unread` event at once and on every change; its data is UnreadEvent as JSON' }),
  }),
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
