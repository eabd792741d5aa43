import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database';
import type { Mailer } from '../../services/mail/mailer';
import { sendImportInvitations, type InvitationOptions } from '../../services/imports/send-import-invitations';

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
  let running: Promise<void> | null = null;
  let again = false;
  const run = async (): Promise<void> => {
    try {
      const { sent, failed } = await sendImportInvitations(options.db, options.mailer, options);
      if (sent > 0) app.log.info({ sent }, 'import invitations sent');
      if (failed > 0) app.log.warn({ failed }, 'import invitations failed; they are tried again later');
    } catch (error) {
      app.log.error({ err: error }, 'sending import invitations failed; it runs again later');
    }
  };
  const sendInvitations = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await run();
      } while (again);
      running = null;
    })();
    return running;
  };
  app.decorate('sendInvitations', sendInvitations);
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    void sendInvitations();
    timer = setInterval(() => void sendInvitations(), EVERY_MINUTE_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
});
