import { z } from 'zod';
import { sayLater } from '../i18n/local-text';

/** What a notification is about; each kind can also be e-mailed, per the member's choices on /setting. */
/** `report-actioned` and `report-dismissed` tell a reporter the outcome of their report; the member is the reported one. */
export const notificationKinds = [
  'interest-received',
  'interest-accepted',
  'profile-viewed',
  'report-actioned',
  'report-dismissed',
  // An admin's decision on the member's held ID check; the member is the one told.
  'id-verified',
  'id-refused',
  // An admin's decision on the member's held selfie check.
  'selfie-verified',
  'selfie-refused',
  // An admin's decision on the member's photo held for the team; the member is the one told.
  'photo-approved',
  'photo-refused',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const NotificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(notificationKinds),
  createdAt: z.iso.datetime(),
  isRead: z.boolean(),
  /** Who it is about: the member's profile ID (null when they have no profile yet) and name. */
  member: z.object({ profileId: z.string().nullable(), full_name: z.string() }),
});
export type NotificationJson = z.infer<typeof NotificationSchema>;

export const NotificationListSchema = z.object({
  unread: z.number().int().nonnegative(),
  notifications: z.array(NotificationSchema),
});
export type NotificationListJson = z.infer<typeof NotificationListSchema>;

/** POST /api/notifications/read: the notifications to mark read, or none to mark all. */
export const MarkNotificationsReadSchema = z
  .object({
    ids: z
      .array(
        z
          .number({ error: sayLater({ en: 'Notification ids are numbers', hi: 'सूचना की ID संख्या होती है' }) })
          .int()
          .positive()
          .max(2_147_483_647),
        {
          error: sayLater({ en: 'List the notification ids', hi: 'सूचनाओं की ID की सूची दें' }),
        },
      )
      .min(1, {
        error: sayLater({
          en: 'List at least one notification, or leave ids out to mark all read',
          hi: 'कम से कम एक सूचना दें, या सबको पढ़ा हुआ करने के लिए ID न दें',
        }),
      })
      .max(100, {
        error: sayLater({
          en: 'Mark at most 100 notifications at once',
          hi: 'एक बार में ज़्यादा से ज़्यादा 100 सूचनाएँ पढ़ी हुई करें',
        }),
      })
      .optional(),
  })
  .strict();
export type MarkNotificationsRead = z.infer<typeof MarkNotificationsReadSchema>;

/** The data of the `unread` event of GET /api/notifications/stream: the bell's count, now and on every change. */
export const UnreadEventSchema = z.object({
  /** Unread notifications: the bell. */
  unread: z.number().int().nonnegative(),
  /** Conversations with a message I have not read: the Messages badge. */
  conversations: z.number().int().nonnegative(),
  /** The newest message of my conversations: a page holding an older one fetches again. */
  latestMessageId: z.number().int().nonnegative(),
});
export type UnreadEvent = z.infer<typeof UnreadEventSchema>;
