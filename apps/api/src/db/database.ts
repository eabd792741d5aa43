import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

/** One type for both engines: drizzle's PostgreSQL database over PGlite or node-postgres. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

/** The checked-in migrations, run at start-up on both engines. */
export const MIGRATIONS_DIR = path.resolve(__dirname, '../../drizzle');

/**
 * Opens PostgreSQL through node-postgres when a DATABASE_URL is given, otherwise the embedded PGlite with its data in
 * `dataDir` (in memory when `dataDir` is null, for tests). Migrations run before the handle is returned.
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string | null }): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server ends (restart, failover, an administrator) must not bring the API down: the pool
    // drops it and opens a new one on the next query.
    pool.on('error', (error) => console.error(`PostgreSQL closed an idle connection: ${error.message}`));
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    return { db: db as unknown as Database, engine: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const client = options.dataDir ? await PGlite.create(options.dataDir) : await PGlite.create();
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  return { db: db as unknown as Database, engine: 'pglite', close: () => client.close() };
}
