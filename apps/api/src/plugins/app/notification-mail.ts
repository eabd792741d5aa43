import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { Brand } from '@matri/contracts';
import type { Database } from '../../db/database';
import type { Mailer } from '../../modules/platform';
import { sendUnreadMessageDigests, mailNotification } from '../../modules/conversations';

export const NOTIFICATION_MAIL_JOB = 'notification-mail';
export const UNREAD_MESSAGE_DIGEST_JOB = 'unread-message-digest';

const RunData = z.object({ notificationId: z.number().int().positive() });

/**
 * A notification's e-mail goes out from the job queue: the action that caused it never waits for the mail server.
 * Every five minutes the digest of messages left unread for half an hour goes to those who want it.
 */
export const notificationMailPlugin = fp(
  async (app: FastifyInstance, options: { db: Database; mailer: Mailer; brand: Brand; publicUrl: string }) => {
    app.defineJob({
      name: NOTIFICATION_MAIL_JOB,
      cron: null,
      timeoutSeconds: 60,
      run: async (data) => {
        await mailNotification(options.db, options.mailer, RunData.parse(data).notificationId, options);
      },
    });
    app.defineJob({
      name: UNREAD_MESSAGE_DIGEST_JOB,
      cron: '*/5 * * * *',
      timeoutSeconds: 5 * 60,
      run: async () => {
        await sendUnreadMessageDigests(options.db, options.mailer, options);
      },
    });
  },
);
