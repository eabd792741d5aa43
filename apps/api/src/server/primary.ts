import cluster, { type Worker } from 'node:cluster';
import path from 'node:path';
import { resolveBrand } from '@matri/contracts';
import { configuredFaceWorkerPool, faceCheckConfig, serveFaceReads } from '@matri/face-check';
import { FACE_WORKER_FILE_IN_BUNDLE } from '../config/api-files';
import type { Env } from '../config/env';
import { resolveJwtSecret } from '../config/jwt-secret';
import { startProductDatabase } from '../db/open-product-database';
import { demoLoginLines, readDemoCredentials } from '../demo/demo-credentials';
import { frontEndDirs } from './front-end-dirs';
import { HEARTBEAT } from './heartbeat';
import { FILES_BESIDES_CONNECTIONS, raiseOpenFilesLimit } from './open-files';
import { createStallWatch } from './stall-watch';

const FIRST_RESTART_DELAY_MS = 1000;
const MAX_RESTART_DELAY_MS = 30_000;
/** A process that stops within this long of its start counts as crashing at start-up: the next restart waits longer. */
const QUICK_EXIT_MS = 10_000;
/** Each API process takes up to 10 s to finish its requests; after this the primary stops waiting. */
const STOP_GRACE_MS = 12_000;
const STALL_CHECK_MS = 1000;

function exited(worker: Worker): Promise<void> {
  return worker.isDead() ? Promise.resolve() : new Promise((resolve) => worker.once('exit', () => resolve()));
}

/** Start-up says so when an API process could not hold MAX_CONNECTIONS connections for lack of open files. */
function warnOfOpenFilesLimit(env: Env): void {
  const limit = raiseOpenFilesLimit();
  const needed = env.MAX_CONNECTIONS + FILES_BESIDES_CONNECTIONS;
  if (!limit || limit.soft >= needed) return;
  console.warn(
    `open files are limited to ${limit.soft} per process: each API process takes ${Math.max(1, limit.soft - FILES_BESIDES_CONNECTIONS)} connections instead of MAX_CONNECTIONS=${env.MAX_CONNECTIONS}; raise the limit (ulimit -n ${needed}, LimitNOFILE=${needed} in systemd) or lower MAX_CONNECTIONS`,
  );
}

/**
 * The primary process: starts (or reaches) the database and migrates it once, forks WEB_CONCURRENCY API processes that
 * share the port, starts again any that dies (waiting longer each time one dies right after starting) or whose event
 * loop stays blocked (no heartbeat for STALL_RESTART_SECONDS), and on SIGTERM/SIGINT stops them all, then the embedded
 * database. It serves no request itself, and accepts no connection either: each API process accepts its own
 * (SCHED_NONE). With node:cluster's default round-robin the primary accepts every connection and hands it over, so a
 * flood filled the primary's queue with sockets no busy process took, held in CLOSE-WAIT after their clients left.
 * It holds the selfie checks' one pool of face workers, which every API process asks over IPC: one queue, so a check
 * waits only while every worker is busy, whatever process its connection reached (a pool a process, with the kernel
 * dealing connections, often queued a third check behind two in one process while the other's worker was free).
 */
export async function runPrimary(env: Env): Promise<void> {
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  // Face reads carry the frames' bytes: the advanced serialization sends them as they are, JSON as arrays of numbers.
  cluster.setupPrimary({ serialization: 'advanced' });
  warnOfOpenFilesLimit(env);
  const brand = resolveBrand(env.BRAND);
  const dataDir = path.resolve(env.DATA_DIR);
  // Made before forking, so that every process signs with the same secret (demo mode keeps it in the data folder).
  await resolveJwtSecret(env.JWT_SECRET, dataDir);
  const database = await startProductDatabase({ databaseUrl: env.DATABASE_URL, dataDir });

  // Its workers start, and load the models, at the first check.
  const faces = configuredFaceWorkerPool(faceCheckConfig(env.FACE_CHECK_SETTINGS), FACE_WORKER_FILE_IN_BUNDLE);

  let isStopping = false;
  let isAnnounced = false;
  /** The API processes listening now: the product is announced once all WEB_CONCURRENCY of them are. */
  const listening = new Set<number>();
  let quickExits = 0;

  const stop = async (code: number) => {
    if (isStopping) return;
    isStopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
    for (const worker of workers) worker.process.kill('SIGTERM');
    const late = setTimeout(() => workers.forEach((worker) => worker.process.kill('SIGKILL')), STOP_GRACE_MS);
    await Promise.all(workers.map(exited));
    clearTimeout(late);
    await faces.close();
    await database.stop();
    process.exit(code);
  };

  // Read before the API processes start, so that the announcement comes at once when they listen.
  const demoLogins = env.DEMO_MODE ? await readDemoCredentials(dataDir) : null;
  /** The address, then in demo mode the logins: the last lines of `npm start`, the ones a person looks for. */
  const announce = () => {
    const where = `http://${env.HOST}:${env.PORT}`;
    const processes = `${env.WEB_CONCURRENCY} API process${env.WEB_CONCURRENCY === 1 ? '' : 'es'}`;
    if (!env.DEMO_MODE && !env.SMTP_URL)
      console.warn(`mail is not sent: set SMTP_URL (until then messages are kept in ${path.join(dataDir, 'outbox')})`);
    if (!env.UIDAI_CERTIFICATES)
      console.warn(
        'ID verification is unavailable: set UIDAI_CERTIFICATES to UIDAI’s certificates (README, "ID verification")',
      );
    console.log(
      frontEndDirs(env.FRONT_END_DIR, brand)
        ? `${brand.name} is running at ${where} (${processes}; database: ${database.where})`
        : `${brand.name} API is running at ${where} (${processes}; database: ${database.where}); build the front ends to serve them too`,
    );
    if (env.DEMO_MODE) {
      console.log(
        [
          `demo mode: demo data, test payments, mail outbox for admins${demoLogins ? '; log in as' : ''}`,
          ...(demoLogins ? demoLoginLines(demoLogins) : []),
        ].join('\n'),
      );
    }
  };

  const stallWatch = createStallWatch(env.STALL_RESTART_SECONDS * 1000);
  const stallCheck = setInterval(() => {
    for (const id of stallWatch.stalled(Date.now())) {
      const worker = cluster.workers?.[id];
      if (!worker || isStopping) continue;
      console.error(
        `API process ${worker.process.pid} sent no heartbeat for ${env.STALL_RESTART_SECONDS} s (its event loop is blocked); replacing it`,
      );
      worker.process.kill('SIGKILL');
    }
  }, STALL_CHECK_MS);
  stallCheck.unref();

  const fork = () => {
    const worker = cluster.fork({ DATABASE_URL: database.url });
    const startedAt = Date.now();
    let hasListened = false;
    worker.on('message', (message: unknown) => {
      if (message === HEARTBEAT) stallWatch.beat(worker.id, Date.now());
    });
    serveFaceReads(faces, worker);
    worker.on('listening', () => {
      hasListened = true;
      listening.add(worker.id);
      if (!isAnnounced && listening.size === env.WEB_CONCURRENCY) {
        isAnnounced = true;
        announce();
      }
    });
    worker.on('exit', (code, signal) => {
      stallWatch.forget(worker.id);
      listening.delete(worker.id);
      if (isStopping) return;
      // One that failed on its own before the product was up (a port in use, a wrong setting) would fail again each
      // time. One killed by a signal then (the kernel's OOM killer, an operator) is started again like any other.
      if (!hasListened && !isAnnounced && signal === null) {
        console.error('an API process could not start; stopping');
        void stop(1);
        return;
      }
      quickExits = Date.now() - startedAt < QUICK_EXIT_MS ? quickExits + 1 : 0;
      const delay = Math.min(FIRST_RESTART_DELAY_MS * 2 ** quickExits, MAX_RESTART_DELAY_MS);
      console.error(
        `API process ${worker.process.pid} stopped (${signal ?? `exit code ${code}`}); a new one starts in ${delay / 1000} s`,
      );
      setTimeout(() => {
        if (!isStopping) fork();
      }, delay);
    });
  };

  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  for (let i = 0; i < env.WEB_CONCURRENCY; i += 1) fork();
}
