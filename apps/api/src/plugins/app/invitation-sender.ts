import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database';
import type { Mailer } from '../../modules/platform';
import { sendImportInvitations, type InvitationOptions } from '../../modules/imports';

export const INVITATIONS_JOB = 'import-invitations';

/** A run sends for this long at most and then asks for the next one, so that a run cut off by a stop is short to redo. */
const RUN_MS = 60 * 1000;

/**
 * Invitations of imported members go out from the job queue, so an import is never slowed or failed by mail; a run is
 * asked for after each import chunk, and one runs every minute (for mails that failed before).
 */
export const invitationSenderPlugin = fp(
  async (app: FastifyInstance, options: InvitationOptions & { db: Database; mailer: Mailer }) => {
    app.defineJob({
      name: INVITATIONS_JOB,
      cron: '* * * * *',
      timeoutSeconds: 5 * 60,
      run: async () => {
        const { sent, failed, more } = await sendImportInvitations(
          options.db,
          options.mailer,
          options,
          Date.now() + RUN_MS,
        );
        if (sent > 0) app.log.info({ sent }, 'import invitations sent');
        if (failed > 0) app.log.warn({ failed }, 'import invitations failed; they are tried again later');
        // Not awaited: a queue that runs jobs in place would wait for this very run.
        if (more)
          void app
            .requestJob(INVITATIONS_JOB)
            .catch((error: unknown) =>
              app.log.error({ err: error }, 'next invitations run not asked for; the schedule runs it'),
            );
      },
    });
  },
);
