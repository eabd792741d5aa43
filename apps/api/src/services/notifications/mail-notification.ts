import { eq, sql } from 'drizzle-orm';
import { paths, type Brand, type NotificationKind } from '@matri/contracts';
import type { Database } from '../../db/database';
import { notifications, profiles, users } from '../../db/schema';
import type { Mailer } from '../mail/mailer';

const preferenceOf = {
  'interest-received': users.notifyInterestReceived,
  'interest-accepted': users.notifyInterestAccepted,
  'profile-viewed': users.notifyProfileViewed,
} as const;

function mailFor(kind: NotificationKind, actor: string, brand: Brand, publicUrl: string) {
  const texts = {
    'interest-received': {
      subject: `${actor} is interested in you`,
      body: `${actor} sent you an interest. Accept or decline it: ${publicUrl}${paths.request.path}`,
    },
    'interest-accepted': {
      subject: `${actor} accepted your interest`,
      body: `${actor} accepted your interest. You can now see their contact details as they allow: ${publicUrl}${paths.request.path}?tab=accepted`,
    },
    'profile-viewed': {
      subject: `${actor} viewed your profile`,
      body: `${actor} looked at your profile. See who viewed it: ${publicUrl}${paths.dashboard.path}`,
    },
  } satisfies Record<NotificationKind, { subject: string; body: string }>;
  const { subject, body } = texts[kind];
  return {
    subject: `${subject} on ${brand.name}`,
    text: [
      'Namaste,',
      '',
      body,
      '',
      `Choose which e-mails you get on ${publicUrl}${paths.setting.path}.`,
      '',
      `${brand.name} · ${brand.contactEmail}`,
    ].join('\n'),
  };
}

/** The member's address when they chose e-mails of this kind and their account is open; else null. */
export async function mailRecipient(
  db: Database,
  kind: NotificationKind,
  memberId: number,
): Promise<{ email: string } | null> {
  const [recipient] = await db
    .select({ email: users.email, wantsMail: preferenceOf[kind], status: users.status })
    .from(users)
    .where(eq(users.id, memberId))
    .limit(1);
  return recipient?.wantsMail && recipient.status !== 'deleted' && recipient.status !== 'suspended'
    ? { email: recipient.email }
    : null;
}

/**
 * E-mails a recorded notification to its member when they chose that e-mail (read when it is sent, so a choice changed
 * meanwhile counts) and their account is open. Returns whether a mail went out; a failing mail server throws (the job
 * is tried again).
 */
export async function mailNotification(
  db: Database,
  mailer: Mailer,
  notificationId: number,
  options: { brand: Brand; publicUrl: string },
): Promise<boolean> {
  const [notification] = await db
    .select({ kind: notifications.kind, recipientId: notifications.userId, actorId: notifications.actorId })
    .from(notifications)
    .where(eq(notifications.id, notificationId))
    .limit(1);
  if (!notification) return false;
  const { kind } = notification;
  const recipient = await mailRecipient(db, kind, notification.recipientId);
  if (!recipient) return false;
  const [actor] = await db
    .select({ name: sql<string>`split_part(${profiles.fullName}, ' ', 1)`, code: profiles.profileCode })
    .from(profiles)
    .where(eq(profiles.userId, notification.actorId))
    .limit(1);
  await mailer.send({
    to: recipient.email,
    ...mailFor(kind, actor ? `${actor.name} (${actor.code})` : 'A member', options.brand, options.publicUrl),
  });
  return true;
}
