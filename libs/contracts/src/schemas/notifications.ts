/** What a notification is about; each kind can also be e-mailed, per the member's choices on /setting. */
export const notificationKinds = ['interest-received', 'interest-accepted', 'profile-viewed'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export interface NotificationJson {
  id: number;
  kind: NotificationKind;
  created_at: string;
  is_read: boolean;
  member: { profile_id: string | null; full_name: string };
}

export interface NotificationListJson {
  unread: number;
  notifications: NotificationJson[];
}
