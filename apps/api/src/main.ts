import { existsSync } from 'node:fs';
import path from 'node:path';
import { resolveBrand } from '@matri/contracts';
import { buildApp } from './app';
import { parseEnv } from './config/env';
import { resolveJwtSecret } from './config/jwt-secret';
import { openProductDatabase } from './db/open-product-database';
import { createOutboxMailer, createSmtpMailer } from './services/mail/mailer';
import { createOutboxSmsSender, createWebhookSmsSender } from './services/sms/sms-sender';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const env = parseEnv(process.env);
  const brand = resolveBrand(env.BRAND);
  const dataDir = path.resolve(env.DATA_DIR);
  // The environment refuses to start without JWT_SECRET outside demo mode, so only demo mode generates one.
  const jwtSecret = await resolveJwtSecret(env.JWT_SECRET, dataDir);
  const database = await openProductDatabase({ databaseUrl: env.DATABASE_URL, dataDir });

  const siteDir = path.resolve(env.FRONT_END_DIR, 'site', brand.id);
  const membersDir = path.resolve(env.FRONT_END_DIR, 'members', brand.id);
  const frontEnds = existsSync(siteDir) && existsSync(membersDir) ? { siteDir, membersDir } : null;

  const from = env.MAIL_FROM ?? `${brand.name} <${brand.contactEmail}>`;
  const outbox = env.SMTP_URL ? null : createOutboxMailer(path.join(dataDir, 'outbox'), from);
  const mailer = outbox ?? (await createSmtpMailer(env.SMTP_URL as string, from));
  const sms = env.SMS_WEBHOOK_URL
    ? createWebhookSmsSender(env.SMS_WEBHOOK_URL, env.SMS_API_KEY)
    : createOutboxSmsSender(outbox ?? createOutboxMailer(path.join(dataDir, 'outbox'), from));
  const app = await buildApp({
    env,
    db: database.db,
    jwtSecret,
    mailer,
    sms,
    uploadsDir: path.join(dataDir, 'uploads'),
    listOutbox: env.DEMO_MODE ? (outbox?.list ?? null) : null,
    frontEnds,
  });
  // SIGTERM/SIGINT: stop taking connections, let requests in flight finish (10 s at most), then close the database.
  let isClosing = false;
  const close = async () => {
    if (isClosing) return;
    isClosing = true;
    const deadline = setTimeout(() => {
      console.error(`requests still running after ${SHUTDOWN_GRACE_MS / 1000} s: stopping anyway`);
      void database.close().finally(() => process.exit(1));
    }, SHUTDOWN_GRACE_MS);
    deadline.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);

  await app.listen({ host: env.HOST, port: env.PORT });
  const where = `http://${env.HOST}:${env.PORT}`;
  if (env.DEMO_MODE) console.log('demo mode: demo data, test payments, mail outbox for admins');
  else if (!env.SMTP_URL) console.warn(`mail is not sent: set SMTP_URL (until then messages are kept in ${path.join(dataDir, 'outbox')})`);
  console.log(
    frontEnds
      ? `${brand.name} is running at ${where} (database: ${database.where})`
      : `${brand.name} API is running at ${where} (database: ${database.where}); build the front ends to serve them too`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
