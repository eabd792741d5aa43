import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

async function waitForUrl(url: string): Promise<void> {
  for (let i = 0; i < 600; i += 1) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`${url} did not start`);
}

/**
 * The API as production runs it (front ends served too), for a benchmark: on PostgreSQL at `databaseUrl`, or on the
 * embedded database in `dataDir`. Resolves once it answers; `stop` resolves once it has exited, so a cluster stopped
 * after it does not cut its connections from under it.
 */
export async function startBenchApi(options: { port: number; databaseUrl?: string; dataDir?: string }): Promise<{ base: string; stop: () => Promise<void> }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-1234',
    DATA_DIR: options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'bench-api-')),
  };
  if (options.databaseUrl) env['DATABASE_URL'] = options.databaseUrl;
  const api = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), '--tsconfig', 'apps/api/tsconfig.json', 'apps/api/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  });
  const base = `http://127.0.0.1:${options.port}`;
  await waitForUrl(`${base}/api/user`);
  const stop = () =>
    new Promise<void>((resolve) => {
      if (api.exitCode !== null) return resolve();
      api.once('exit', () => resolve());
      api.kill('SIGTERM');
    });
  return { base, stop };
}
