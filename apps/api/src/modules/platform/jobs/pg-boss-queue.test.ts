import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiCommands } from '@matri/contracts';
import { spawnApiCommand } from '@matri/server-kit';
import { openDatabase, type DatabaseHandle } from '../../../db/database';
import { pendingInvitations, users } from '../../../db/schema';
import { createOutboxMailer } from '../mail/mailer';
import { createPostgresDatabase } from '../../../testing/postgres-database';
import type { JobDefinition, JobLog, JobQueue } from './job-queue';
import { pgBossQueue } from './pg-boss-queue';

const quiet: JobLog = { info: () => undefined, error: () => undefined };
const fast = { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1, retryDelaySeconds: 1 };

async function until(condition: () => Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the job queue on PostgreSQL (pg-boss)', () => {
  let own: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let database: DatabaseHandle;
  const queues: JobQueue[] = [];
  const start = async (jobs: JobDefinition[], log: JobLog = quiet, options: Partial<typeof fast> = {}) => {
    const queue = await pgBossQueue({ connectionString: own.url, ...fast, ...options })(jobs, log);
    queues.push(queue);
    return queue;
  };

  beforeAll(async () => {
    own = await createPostgresDatabase(process.env['TEST_DATABASE_URL'] as string);
    database = await openDatabase({ databaseUrl: own.url });
  });
  afterAll(async () => {
    await Promise.all(queues.map((queue) => queue.stop()));
    await database.close();
    await own.drop();
  });

  it('runs each asked run once across processes, and a scheduled job once at start-up however many processes start', async () => {
    const runs: string[] = [];
    const job = (name: string, cron: string | null): JobDefinition => ({
      name,
      cron,
      timeoutSeconds: 30,
      run: async (data) => {
        runs.push(`${name} ${JSON.stringify(data)}`);
      },
    });
    const [first] = await Promise.all([
      start([job('asked', null), job('swept', '0 0 1 1 *')]),
      start([job('asked', null), job('swept', '0 0 1 1 *')]),
    ]);
    await first.request('asked', { id: 1 });
    await first.request('asked', { id: 2 });
    await until(async () => runs.length >= 3, 'three runs');
    // Long enough for a second taker or a second start-up run to show up if there were one.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(runs.sort()).toEqual(['asked {"id":1}', 'asked {"id":2}', 'swept {}']);
  });

  it('tries a failing run again with backoff, and logs each failure', async () => {
    const failures: object[] = [];
    let attempts = 0;
    const queue = await start(
      [
        {
          name: 'flaky',
          cron: null,
          timeoutSeconds: 30,
          run: async () => {
            attempts += 1;
            if (attempts < 3) throw new Error('mail server away');
          },
        },
      ],
      { info: () => undefined, error: (fields) => void failures.push(fields) },
    );
    await queue.request('flaky');
    await until(async () => attempts === 3, 'the third attempt');
    expect(failures).toHaveLength(2);
    expect(failures[0]).toMatchObject({ job: 'flaky', err: expect.objectContaining({ message: 'mail server away' }) });
  });

  it('starts a run asked for in its process at once, and the next waiting run as soon as one ends, not at the next poll', async () => {
    const started: number[] = [];
    const queue = await start(
      [
        {
          name: 'prompt',
          cron: null,
          timeoutSeconds: 30,
          run: async () => {
            started.push(Date.now());
            await new Promise((resolve) => setTimeout(resolve, 200));
          },
        },
      ],
      quiet,
      // A poll a minute: only being woken can start these runs within the wait below.
      { pollingIntervalSeconds: 60 },
    );
    // The worker's first look, as it starts, has found nothing.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const asked = Date.now();
    await Promise.all([queue.request('prompt'), queue.request('prompt'), queue.request('prompt')]);
    await until(async () => started.length === 3, 'three runs', 20_000);
    // Three runs of 0.2 s one after another; a run waiting for the poll would start a minute later.
    expect(started[2] - asked).toBeLessThan(10_000);
  });

  // Two command-line processes start here (tsx loading the API each time): on two cores shared with other work each
  // start took over a minute, so the bounds are for a hang, not for speed.
  it('runs a job again when its process is killed mid-run, and each invitation is mailed once', async () => {
    const outboxDir = mkdtempSync(path.join(tmpdir(), 'job-fault-outbox-'));
    const members = await database.db
      .insert(users)
      .values(Array.from({ length: 6 }, (_, i) => ({ email: `invited${i}@example.com`, mobile: `+9191234000${i}0` })))
      .returning({ id: users.id });
    await database.db.insert(pendingInvitations).values(members.map((member) => ({ userId: member.id })));
    const worker = (hangAt: number): ChildProcess =>
      spawnApiCommand(
        apiCommands.invitationsWorker.name,
        [JSON.stringify({ outboxDir, hangAt, jobTimeoutSeconds: 2 })],
        {
          env: { DATABASE_URL: own.url },
          stdout: 'pipe',
        },
      );
    const killed = worker(3);
    await new Promise<void>((resolve) =>
      killed.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('hanging') && resolve()),
    );
    killed.kill('SIGKILL');
    const outbox = createOutboxMailer(outboxDir, '');
    expect((await outbox.list()).length).toBe(2);

    const survivor = worker(0);
    try {
      await until(
        async () => (await database.db.select().from(pendingInvitations)).length === 0,
        'every invitation sent',
        240_000,
      );
    } finally {
      survivor.kill('SIGKILL');
    }
    const recipients = (await outbox.list()).map((mail) => mail.to).sort();
    expect(recipients).toEqual(members.map((_, i) => `invited${i}@example.com`));
    rmSync(outboxDir, { recursive: true, force: true });
  }, 300_000);
});
