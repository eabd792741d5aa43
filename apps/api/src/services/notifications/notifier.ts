import { and, eq, gte, sql } from 'drizzle-orm';
import { paths, type Brand, type NotificationKind } from '@matri/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { notifications, profiles, users } from '../../db/schema';
import type { Mailer } from '../mail/mailer';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface Notifier {
  /** Records a notification for the member and e-mails it when they chose that e-mail; never fails the action that caused it. */
  notify: (kind: NotificationKind, recipientId: number, actorId: number) => Promise<void>;
}

const preferenceOf = {
  'interest-received': users.notifyInterestReceived,
  'interest-accepted': users.notifyInterestAccepted,
  'profile-viewed': users.notifyProfileViewed,
} as const;

function mailFor(kind: NotificationKind, actor: string, brand: Brand, publicUrl: string) {
  const texts = {
    'interest-received': { subject: `${actor} is interested in you`, body: `${actor} sent you an interest. Accept or decline it: ${publicUrl}${paths.request.path}` },
    'interest-accepted': {
      subject: `${actor} accepted your interest`,
      body: `${actor} accepted your interest. You can now see their contact details as they allow: ${publicUrl}${paths.request.path}?tab=accepted`,
    },
    'profile-viewed': { subject: `${actor} viewed your profile`, body: `${actor} looked at your profile. See who viewed it: ${publicUrl}${paths.dashboard.path}` },
  } satisfies Record<NotificationKind, { subject: string; body: string }>;
  const { subject, body } = texts[kind];
  return {
    subject: `${subject} on ${brand.name}`,
    text: ['Namaste,', '', body, '', `Choose which e-mails you get on ${publicUrl}${paths.setting.path}.`, '', `${brand.name} · ${brand.contactEmail}`].join('\n'),
  };
}

export function createNotifier(options: { db: Database; mailer: Mailer; brand: Brand; publicUrl: string; log: FastifyBaseLogger }): Notifier {
  const { db, mailer, brand, publicUrl, log } = options;
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
        await db.insert(notifications).values({ userId: recipientId, kind, actorId });
        const [recipient] = await db
          .select({ email: users.email, wantsMail: preferenceOf[kind], status: users.status })
          .from(users)
          .where(eq(users.id, recipientId))
          .limit(1);
        if (!recipient?.wantsMail || recipient.status === 'deleted' || recipient.status === 'suspended') return;
        const [actor] = await db
          .select({ name: sql<string>`split_part(${profiles.fullName}, ' ', 1)`, code: profiles.profileCode })
          .from(profiles)
          .where(eq(profiles.userId, actorId))
          .limit(1);
        await mailer.send({ to: recipient.email, ...mailFor(kind, actor ? `${actor.name} (${actor.code})` : 'A member', brand, publicUrl) });
      } catch (error) {
        log.error({ err: error, kind, recipientId }, 'notification failed');
      }
    },
  };
}
