import { execFile, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freeLoopbackPort } from '../net/free-loopback-port';

const root = path.resolve(__dirname, '../../../..');

export interface ApiCluster {
  base: string;
  /** The primary process (it serves nothing itself). */
  pid: number;
  /** The API processes serving the port now. */
  workerPids: () => Promise<number[]>;
  /** SIGTERM, then resolves once the primary has exited (its API processes first). */
  stop: () => Promise<void>;
  /** kill -9 of every process of it at once, as a crashed machine; resolves once the primary is gone. */
  kill: () => Promise<void>;
}

export interface ApiClusterOptions {
  databaseUrl: string;
  workers: number;
  /** `built`: dist/apps/api/main.js as production runs it (build it first); `source`: apps/api/src/main.ts through tsx. */
  entry: 'built' | 'source';
  /** Another build's main.js for `built` (a benchmark's earlier commit, tools/bench/build-api-at.ts). */
  mainFile?: string;
  port?: number;
  dataDir?: string;
  env?: Record<string, string>;
}

export interface StartingApiCluster extends ApiCluster {
  /**
   * Resolves once the primary has announced the product (every API process listens) and it answers; rejects if the
   * primary exits first or that takes over 90 s.
   */
  ready: () => Promise<void>;
}

/** The start-up's last line, printed once every API process listens (apps/api/src/server/primary.ts). */
const ANNOUNCEMENT = / running at http:/;

/** The whole API as `npm start` runs it (a primary and its processes), on PostgreSQL at `databaseUrl`; resolves once it is ready. */
export async function startApiCluster(options: ApiClusterOptions): Promise<ApiCluster> {
  const { ready, ...cluster } = await spawnApiCluster(options);
  await ready();
  return cluster;
}

/** startApiCluster without the wait: for a test that acts on the processes while they start. */
export async function spawnApiCluster(options: ApiClusterOptions): Promise<StartingApiCluster> {
  const port = options.port ?? (await freeLoopbackPort());
  const args =
    options.entry === 'built'
      ? ['--enable-source-maps', options.mainFile ?? path.join(root, 'dist/apps/api/main.js')]
      : ['--import', 'tsx', 'apps/api/src/main.ts'];
  const primary = spawn(process.execPath, args, {
    cwd: root,
    // Read for the announcement: /api/ready answers as soon as one API process listens, while the others may still
    // be starting, and one killed then was taken for a process that cannot start (the primary stops the product).
    stdio: ['ignore', 'pipe', 'inherit'],
    // Only what the API needs from this process's environment: a test run's own variables stay out of it.
    env: {
      PATH: process.env['PATH'],
      HOME: process.env['HOME'],
      TSX_TSCONFIG_PATH: 'apps/api/tsconfig.json',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      JWT_SECRET: 'load-and-fault-secret-0123456789abcdef',
      DATA_DIR: options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'api-cluster-')),
      DATABASE_URL: options.databaseUrl,
      WEB_CONCURRENCY: String(options.workers),
      ...options.env,
    },
  });
  const base = `http://127.0.0.1:${port}`;
  let printed = '';
  let isAnnounced = false;
  primary.stdout?.on('data', (chunk: Buffer) => {
    if (isAnnounced) return;
    printed += chunk.toString();
    isAnnounced = ANNOUNCEMENT.test(printed);
  });
  const workerPids = async () => {
    const { stdout } = await promisify(execFile)('pgrep', ['-P', String(primary.pid)]).catch(() => ({ stdout: '' }));
    return stdout.split('\n').filter(Boolean).map(Number);
  };
  const stop = () =>
    new Promise<void>((resolve) => {
      if (primary.exitCode !== null || primary.signalCode !== null) return resolve();
      primary.once('exit', () => resolve());
      primary.kill('SIGTERM');
    });
  const kill = async () => {
    const exited = new Promise<void>((resolve) =>
      primary.exitCode !== null || primary.signalCode !== null ? resolve() : primary.once('exit', () => resolve()),
    );
    for (const pid of await workerPids()) process.kill(pid, 'SIGKILL');
    primary.kill('SIGKILL');
    await exited;
  };
  const ready = async () => {
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (primary.exitCode !== null) throw new Error(`The API stopped at start-up (exit code ${primary.exitCode})`);
      const answer = await fetch(`${base}/api/ready`, { signal: AbortSignal.timeout(2000) }).then(
        (response) => response.status,
        (error: unknown) => `no answer (${error instanceof Error ? error.message : error})`,
      );
      const workers = (await workerPids()).length;
      if (isAnnounced && answer === 200 && workers === options.workers) return;
      if (Date.now() > deadline) {
        await stop();
        throw new Error(
          `${base} did not get ready in 90 s: ${isAnnounced ? 'announced' : 'not announced'}, /api/ready answers ${answer}, ${workers} of ${options.workers} API processes run`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  return { base, pid: primary.pid as number, workerPids, stop, kill, ready };
}
