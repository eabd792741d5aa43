/**
 * A process that works the import invitations job on the product's job queue (pg-boss), to be killed mid-run by the
 * fault tests: its mailer writes to OUTBOX_DIR and, at mail number HANG_AT, says "hanging" on standard output and never
 * finishes. Runs started here are retried once JOB_TIMEOUT_SECONDS are up.
 * Environment: DATABASE_URL, OUTBOX_DIR, HANG_AT, JOB_TIMEOUT_SECONDS.
 */
import { resolveBrand } from '@matri/contracts';
import { openDatabase } from '../db/database';
import { INVITATIONS_JOB } from '../plugins/app/invitation-sender';
import { sendImportInvitations } from '../services/imports/send-import-invitations';
import { pgBossQueue } from '../services/jobs/pg-boss-queue';
import { createOutboxMailer } from '../services/mail/mailer';

async function main(): Promise<void> {
  const databaseUrl = process.env['DATABASE_URL'] as string;
  const hangAt = Number(process.env['HANG_AT']);
  const database = await openDatabase({ databaseUrl, migrate: false });
  const outbox = createOutboxMailer(process.env['OUTBOX_DIR'] as string, 'Shubh Vivah <care@shubhvivah.in>');
  let sent = 0;
  const mailer = {
    send: async (message: Parameters<typeof outbox.send>[0]) => {
      sent += 1;
      if (sent === hangAt) {
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
        timeoutSeconds: Number(process.env['JOB_TIMEOUT_SECONDS']),
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

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
