import { eq } from 'drizzle-orm';
import type { NotificationSettings, OwnProfileAnswer } from '@matri/contracts';
import type { Database } from '../../db/database';
import { users, type UserRow } from '../../db/schema';
import { findOwnProfile } from './profiles/find-own-profile';

/** Which e-mails the member wants (an interest received or accepted, a profile view, unread messages). */
export async function updateNotifications(
  db: Database,
  user: UserRow,
  settings: NotificationSettings,
): Promise<OwnProfileAnswer> {
  const [updated] = Object.keys(settings).length
    ? await db.update(users).set(settings).where(eq(users.id, user.id)).returning()
    : [user];
  return findOwnProfile(db, updated);
}
