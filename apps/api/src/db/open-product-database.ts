import path from 'node:path';
import { openDatabase, type DatabaseHandle } from './database';
import { startEmbeddedPostgres } from '@matri/server-kit';

/** The product's PostgreSQL server, migrated and ready for connections. */
export interface ProductDatabaseServer {
  url: string;
  /** Said at start-up: which server this is. */
  where: string;
  /** Stops the embedded server (after every connection to it is closed); nothing for a server at DATABASE_URL. */
  stop: () => Promise<void>;
}

/**
 * The server at DATABASE_URL, or else the embedded PostgreSQL server with its data in DATA_DIR/pg, started here; the
 * migrations run once, here, before any API process connects.
 */
export async function startProductDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<ProductDatabaseServer> {
  const clusterDir = path.join(options.dataDir, 'pg');
  const server = options.databaseUrl
    ? { url: options.databaseUrl, where: 'PostgreSQL at DATABASE_URL', stop: async () => undefined }
    : {
        ...(await startEmbeddedPostgres({ dataDir: clusterDir, isPersistent: true })),
        where: `embedded PostgreSQL in ${clusterDir}`,
      };
  try {
    await (await openDatabase({ databaseUrl: server.url })).close();
    return server;
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** The product's database in one process (the demo loader): started and migrated, stopped when the handle closes. */
export async function openProductDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<DatabaseHandle & { where: string }> {
  const server = await startProductDatabase(options);
  try {
    const database = await openDatabase({ databaseUrl: server.url, migrate: false });
    return {
      ...database,
      where: server.where,
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
