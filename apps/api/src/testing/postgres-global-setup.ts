import { startThrowawayCluster, type ThrowawayCluster } from './throwaway-postgres';

declare global {
  var __THROWAWAY_POSTGRES__: ThrowawayCluster | undefined;
}

/** Jest global setup of the PostgreSQL run: one cluster for the whole suite, named by TEST_DATABASE_URL. */
export default async function setup(): Promise<void> {
  const cluster = await startThrowawayCluster();
  globalThis.__THROWAWAY_POSTGRES__ = cluster;
  process.env['TEST_DATABASE_URL'] = cluster.url;
}
