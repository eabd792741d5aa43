import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { MIGRATIONS_DIR } from '../config/api-files';
import * as schema from './schema';

/** drizzle's PostgreSQL database (over node-postgres), as services and tests see it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  close: () => Promise<void>;
}

/**
 * Opens PostgreSQL through node-postgres at `databaseUrl` (the product's server: open-product-database.ts; a test's
 * own database: testing/postgres-database.ts). Migrations run before the handle is returned unless `migrate` is false.
 * With `keepIdleConnections` (the API's processes) a connection the pool has opened stays open while idle, instead of
 * closing after 10 idle seconds (node-postgres's default): a burst of requests (ten photo uploads at once) otherwise
 * found most connections closed after a quiet spell and had the pool open six to eight new ones, each a PostgreSQL
 * backend started from scratch (26-77 ms on the 2-core machine lightly loaded, up to 1.6 s under other work), which
 * every other request of the process queued behind (tools/bench/photo-screening-load.ts; README, "Develop").
 */
export async function openDatabase(options: {
  databaseUrl: string;
  migrate?: boolean;
  keepIdleConnections?: boolean;
}): Promise<DatabaseHandle> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // A connection not made within 5 s fails (a 503 to the member) instead of leaving the request hanging while the
  // server is down; the pool makes new connections once it is back. An idle timeout of 0 closes none.
  const pool = new Pool({
    connectionString: options.databaseUrl,
    max: 10,
    connectionTimeoutMillis: 5000,
    ...(options.keepIdleConnections ? { idleTimeoutMillis: 0 } : {}),
  });
  // An idle connection the server ends (restart, failover, an administrator) must not bring the API down: the pool
  // drops it and opens a new one on the next query.
  pool.on('error', (error) => console.error(`PostgreSQL closed an idle connection: ${error.message}`));
  const db = drizzle(pool, { schema });
  // API processes forked by one primary skip them: the primary ran them once before forking (server/primary.ts).
  // Machines starting together take turns (a session lock), so each migration runs once.
  if (options.migrate !== false) {
    const lock = await pool.connect();
    try {
      await lock.query(`SELECT pg_advisory_lock(hashtext('matrimony migrations'))`);
      await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await lock.query(`SELECT pg_advisory_unlock(hashtext('matrimony migrations'))`).catch(() => undefined);
      lock.release();
    }
  }
  return { db: db as unknown as Database, close: () => pool.end() };
}
