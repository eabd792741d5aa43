import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database';
import type { Mailer } from '../../services/mail/mailer';
import { sendImportInvitations, type InvitationOptions } from '../../services/imports/send-import-invitations';
import { runEvery } from './run-every';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the waiting invitations now (after an import chunk); resolves when this run is done. */
    sendInvitations: () => Promise<void>;
  }
}

const EVERY_MINUTE_MS = 60 * 1000;

/**
 * Invitations of imported members go out in the background, so an import is never slowed or failed by mail; a run
 * starts after each import chunk, at start-up and every minute (for mails that failed before).
 */
export const invitationSenderPlugin = fp(async (app: FastifyInstance, options: InvitationOptions & { db: Database; mailer: Mailer }) => {
  const sendInvitations = runEvery(app, EVERY_MINUTE_MS, async () => {
    try {
      const { sent, failed } = await sendImportInvitations(options.db, options.mailer, options);
      if (sent > 0) app.log.info({ sent }, 'import invitations sent');
      if (failed > 0) app.log.warn({ failed }, 'import invitations failed; they are tried again later');
    } catch (error) {
      app.log.error({ err: error }, 'sending import invitations failed; it runs again later');
    }
  });
  app.decorate('sendInvitations', sendInvitations);
});
