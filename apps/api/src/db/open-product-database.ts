import path from 'node:path';
import { openDatabase, type DatabaseHandle } from './database';
import { startEmbeddedPostgres } from './embedded-postgres';

/**
 * The product's database: the PostgreSQL server at DATABASE_URL, or else the embedded PostgreSQL server with its data
 * in DATA_DIR/pg, started here and stopped when the handle closes (after the connections).
 */
export async function openProductDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle & { where: string }> {
  if (options.databaseUrl) return { ...(await openDatabase({ databaseUrl: options.databaseUrl })), where: 'PostgreSQL at DATABASE_URL' };
  const clusterDir = path.join(options.dataDir, 'pg');
  const server = await startEmbeddedPostgres({ dataDir: clusterDir, isPersistent: true });
  try {
    const database = await openDatabase({ databaseUrl: server.url });
    return {
      ...database,
      where: `embedded PostgreSQL in ${clusterDir}`,
      close: async () => {
        await database.close();
        await server.stop();
      },
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
