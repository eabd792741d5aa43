import { Client } from 'pg';
import PgBoss from 'pg-boss';
import type { JobDefinition, StartJobQueue } from './job-queue';

const RETRY_LIMIT = 5;
const FIRST_RETRY_DELAY_SECONDS = 30;
const STOP_TIMEOUT_MS = 10_000;

/**
 * Runs `setUp` while holding a PostgreSQL advisory lock, so that processes starting together declare the queues one
 * after the other: pg-boss makes a table per queue, and two processes making them at once deadlock.
 */
async function oneProcessAtATime(connectionString: string, setUp: () => Promise<void>): Promise<void> {
  const client = new Client({ connectionString, application_name: 'matrimony-jobs' });
  await client.connect();
  try {
    await client.query(`SELECT pg_advisory_lock(hashtext('matrimony job queues'))`);
    await setUp();
  } finally {
    await client.end();
  }
}

export interface PgBossQueueOptions {
  connectionString: string;
  /** How often a process looks for runs, and for runs whose process died (tests shorten both). */
  pollingIntervalSeconds?: number;
  maintenanceIntervalSeconds?: number;
  /** Retries of a failed run, the first after `retryDelaySeconds`, then twice as long each time. */
  retryLimit?: number;
  retryDelaySeconds?: number;
}

/**
 * Processes starting within one slot of this length share one start-up run of each scheduled job (one per slot, in
 * the database): a stately queue alone would queue a second run when the first was already taken.
 */
const START_UP_SLOT_SECONDS = 600;

/**
 * The job queue on PostgreSQL (pg-boss, its tables in the `pgboss` schema of the product's database): a run is taken by
 * one process only, a failed run is retried with backoff, a run whose process died is retried once its time is up,
 * every job with a schedule runs at most once at a time and once at start-up however many processes start together,
 * and every run is logged with its outcome.
 */
export function pgBossQueue(options: PgBossQueueOptions): StartJobQueue {
  return async (jobs, log) => {
    const boss = new PgBoss({
      connectionString: options.connectionString,
      application_name: 'matrimony-jobs',
      max: 3,
      pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
      maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 60,
      // Finished runs are kept a day for the logs' sake; their data is ids only, never personal data.
      archiveCompletedAfterSeconds: 60 * 60,
      deleteAfterDays: 1,
    });
    boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
    await boss.start();
    const declare = async (job: JobDefinition) => {
      const queue = {
        name: job.name,
        // A scheduled sweep runs one at a time, with at most one more waiting; runs asked with data queue up.
        policy: job.cron ? ('stately' as const) : ('standard' as const),
        retryLimit: options.retryLimit ?? RETRY_LIMIT,
        retryDelay: options.retryDelaySeconds ?? FIRST_RETRY_DELAY_SECONDS,
        retryBackoff: true,
        expireInSeconds: job.timeoutSeconds,
      };
      await boss.createQueue(job.name, queue);
      await boss.updateQueue(job.name, queue);
      if (job.cron) await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
    };
    /**
     * This process's worker of each job. pg-boss looks for runs every polling interval, and after a run only once the
     * rest of the interval has passed: a photo's screening asked for waited up to 2 s before it began, and ten asked
     * at once began 2 s apart in each process (tools/bench/photo-screening.ts). Woken when this process asks for a run
     * and when a run ends, it looks at once; runs asked by other processes are still found by polling.
     */
    const workerIds = new Map<string, string>();
    const wake = (name: string) => {
      const workerId = workerIds.get(name);
      if (workerId) boss.notifyWorker(workerId);
    };
    const work = async (job: JobDefinition) => {
      const workerId = await boss.work<object>(job.name, async ([run]) => {
        const started = Date.now();
        log.info({ job: job.name, run: run.id }, 'job started');
        try {
          await job.run(run.data ?? {});
        } catch (error) {
          log.error({ job: job.name, run: run.id, err: error }, 'job failed; it is tried again later');
          throw error;
        } finally {
          wake(job.name);
        }
        log.info({ job: job.name, run: run.id, ms: Date.now() - started }, 'job done');
      });
      workerIds.set(job.name, workerId);
      if (job.cron)
        await boss.send(job.name, {}, { singletonKey: 'start-up', singletonSeconds: START_UP_SLOT_SECONDS });
    };
    try {
      await oneProcessAtATime(options.connectionString, async () => {
        for (const job of jobs) await declare(job);
      });
      for (const job of jobs) await work(job);
    } catch (error) {
      await boss.stop({ graceful: false, wait: true });
      throw error;
    }
    return {
      request: async (name, data = {}) => {
        await boss.send(name, data);
        wake(name);
        return { isDone: false };
      },
      stop: () => boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS, wait: true }),
    };
  };
}
