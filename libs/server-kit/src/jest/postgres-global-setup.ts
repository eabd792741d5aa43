import { startThrowawayCluster, type ThrowawayCluster } from '../postgres/throwaway-postgres';

declare global {
  var __THROWAWAY_POSTGRES__: ThrowawayCluster | undefined;
}

/** Jest global setup of a suite on PostgreSQL: one throwaway server for the whole run, named by TEST_DATABASE_URL. */
export default async function setup(): Promise<void> {
  const cluster = await startThrowawayCluster();
  globalThis.__THROWAWAY_POSTGRES__ = cluster;
  process.env['TEST_DATABASE_URL'] = cluster.url;
}
