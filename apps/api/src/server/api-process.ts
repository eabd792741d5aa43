import path from 'node:path';
import { resolveBrand } from '@matri/contracts';
import { channelFaceChecker, type FaceReadChannel } from '@matri/face-check';
import { buildApp } from '../app';
import type { Env } from '../config/env';
import { resolveJwtSecret } from '../config/jwt-secret';
import { openDatabase } from '../db/database';
import {
  pgBossQueue,
  createOutboxMailer,
  createSmtpMailer,
  createOutboxSmsSender,
  createWebhookSmsSender,
} from '../modules/platform';
import { listenForMemberEvents } from '../modules/conversations';
import { openPhotoStore, openScreeningEngines, photoWorkCpus, startPhotoWorkProcess } from '../modules/photos';
import { frontEndDirs } from './front-end-dirs';
import { sendHeartbeats } from './heartbeat';
import { quietConnectionsEnder } from './quiet-connections';

const SHUTDOWN_GRACE_MS = 10_000;

/**
 * One API process of the several the primary forks: it connects to the database the primary started and migrated
 * (DATABASE_URL; search and matches read DATABASE_READ_URL's replica when set), listens on the shared port, and on
 * SIGTERM/SIGINT (or when the primary is gone) stops taking connections, lets requests in flight finish (10 s at
 * most), then closes its connections.
 */
export async function runApiProcess(env: Env & { DATABASE_URL: string }): Promise<void> {
  const brand = resolveBrand(env.BRAND);
  const dataDir = path.resolve(env.DATA_DIR);
  const jwtSecret = await resolveJwtSecret(env.JWT_SECRET, dataDir);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, migrate: false, keepIdleConnections: true });
  const replica = env.DATABASE_READ_URL
    ? await openDatabase({ databaseUrl: env.DATABASE_READ_URL, migrate: false, keepIdleConnections: true })
    : null;
  const closeDatabases = () => Promise.all([database.close(), replica?.close()]);

  const from = env.MAIL_FROM ?? `${brand.name} <${brand.contactEmail}>`;
  const outbox = env.SMTP_URL ? null : createOutboxMailer(path.join(dataDir, 'outbox'), from);
  const mailer = outbox ?? (await createSmtpMailer(env.SMTP_URL as string, from));
  const sms = env.SMS_WEBHOOK_URL
    ? createWebhookSmsSender(env.SMS_WEBHOOK_URL, env.SMS_API_KEY)
    : createOutboxSmsSender(outbox ?? createOutboxMailer(path.join(dataDir, 'outbox'), from));
  // The selfie checks run on the primary's pool of face-model workers, shared by every API process (primary.ts), asked
  // over the IPC channel cluster.fork gave this process (process.send is typed as optional for any process); photo
  // screening has its own pool, in the photo-work child below.
  const faces = channelFaceChecker(process as FaceReadChannel, env.FACE_CHECK_SETTINGS);
  // Uploads' re-encoding and screening's models (hashes, nsfwjs, face detection) in a child process below the
  // requests: every thread they start gives way to this process's requests (tools/bench/photo-screening-load.ts).
  const photoWork = startPhotoWorkProcess({
    priority: env.PHOTO_WORK_PRIORITY,
    cpus: photoWorkCpus(env.PHOTO_WORK_CORES),
    faceSettings: env.FACE_CHECK_SETTINGS,
  });
  const app = await buildApp({
    env,
    db: database.db,
    readDb: replica?.db,
    jwtSecret,
    mailer,
    sms,
    photoStore: openPhotoStore(env),
    listOutbox: env.DEMO_MODE ? (outbox?.list ?? null) : null,
    frontEnds: frontEndDirs(env.FRONT_END_DIR, brand),
    startJobQueue: pgBossQueue({ connectionString: env.DATABASE_URL }),
    photoScreeningEngines: openScreeningEngines({
      isNudityChecked: env.PHOTO_NUDITY_CHECK,
      detectFaces: photoWork.detectFaces,
      nudity: { classify: photoWork.classifyNudity },
    }),
    photoWork,
    faceChecker: faces,
    startMemberEvents: (log) => listenForMemberEvents({ connectionString: env.DATABASE_URL, db: database.db, log }),
  });
  const endQuietConnections = quietConnectionsEnder(app.server);
  let isClosing = false;
  const close = async () => {
    if (isClosing) return;
    isClosing = true;
    const deadline = setTimeout(() => {
      console.error(`requests still running after ${SHUTDOWN_GRACE_MS / 1000} s: stopping anyway`);
      void closeDatabases().finally(() => process.exit(1));
    }, SHUTDOWN_GRACE_MS);
    deadline.unref();
    const closing = app.close();
    endQuietConnections();
    await closing;
    // After the app: its requests and jobs in flight may still be waiting for a check.
    await Promise.all([faces.close(), photoWork.close()]);
    await closeDatabases();
    process.exit(0);
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
  // The primary died without stopping us (kill -9): nobody restarts or stops this process any more.
  process.on('disconnect', close);

  await app.listen({ host: env.HOST, port: env.PORT });
  sendHeartbeats();
}
