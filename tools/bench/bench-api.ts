import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { startApiCluster } from '@matri/server-kit';

const root = path.resolve(__dirname, '../..');

/**
 * The API as production runs it (built, one process per core unless `workers` says otherwise, front ends served too)
 * on PostgreSQL at `databaseUrl`, for a benchmark. Builds it first (Nx's cache makes that instant when nothing
 * changed); resolves once it answers; `stop` resolves once it has exited, so a cluster stopped after it does not cut
 * its connections from under it.
 */
export async function startBenchApi(options: {
  port: number;
  databaseUrl: string;
  dataDir?: string;
  workers?: number;
  env?: Record<string, string>;
  /** An earlier commit's built main.js (build-api-at.ts) instead of this tree's. */
  mainFile?: string;
}): Promise<{ base: string; stop: () => Promise<void> }> {
  const build = spawnSync('npx', ['nx', 'run', 'api:build', '--outputStyle=static'], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`The API did not build:\n${build.stdout}${build.stderr}`);
  const api = await startApiCluster({ ...options, entry: 'built', workers: options.workers ?? availableParallelism() });
  return { base: api.base, stop: api.stop };
}
