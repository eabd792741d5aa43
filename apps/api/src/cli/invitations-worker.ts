import { resolveBrand, type apiCommands } from '@matri/contracts';
import type { z } from 'zod';
import { openDatabase } from '../db/database';
import { INVITATIONS_JOB } from '../plugins/app/invitation-sender';
import { sendImportInvitations } from '../modules/imports';
import { pgBossQueue, createOutboxMailer } from '../modules/platform';
import { databaseUrlOf } from './command-line';

type Input = z.output<typeof apiCommands.invitationsWorker.input>;

/**
 * Works the import invitations job on the product's job queue (pg-boss) until the process is killed, as the fault
 * runs do mid-run: at mail number `hangAt` it says "hanging" on standard output and never finishes that run.
 */
export async function invitationsWorker(input: Input): Promise<void> {
  const databaseUrl = databaseUrlOf(process.env);
  const database = await openDatabase({ databaseUrl, migrate: false });
  const outbox = createOutboxMailer(input.outboxDir, 'Shubh Vivah <care@shubhvivah.in>');
  let sent = 0;
  const mailer = {
    send: async (message: Parameters<typeof outbox.send>[0]) => {
      sent += 1;
      if (sent === input.hangAt) {
        console.log('hanging');
        await new Promise(() => undefined);
      }
      await outbox.send(message);
    },
  };
  const start = pgBossQueue({
    connectionString: databaseUrl,
    pollingIntervalSeconds: 0.5,
    maintenanceIntervalSeconds: 1,
    retryDelaySeconds: 1,
  });
  const log = { info: () => undefined, error: (fields: object, message: string) => console.error(message, fields) };
  const queue = await start(
    [
      {
        name: INVITATIONS_JOB,
        cron: null,
        timeoutSeconds: input.jobTimeoutSeconds,
        run: async () => {
          await sendImportInvitations(database.db, mailer, {
            brand: resolveBrand(undefined),
            publicUrl: 'http://localhost:3000',
          });
        },
      },
    ],
    log,
  );
  await queue.request(INVITATIONS_JOB);
}
