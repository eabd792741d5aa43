import { randomUUID } from 'node:crypto';
import type { Client, Pool } from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/database';

/**
 * On PostgreSQL each test file gets a database of its own, dropped when the file is done. On the test run's server
 * (TEST_DATABASE_URL) it is a copy of the template the jest global setup migrated once, so it is migrated already; on
 * a server a test starts itself, or with `empty` (a test of a migration), it is empty.
 */
export async function createPostgresDatabase(
  serverUrl: string,
  { empty = false }: { empty?: boolean } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  const { Client: PgClient } = await import('pg');
  const name = `test_${randomUUID().replace(/-/g, '')}`;
  const template = process.env['TEST_TEMPLATE_DATABASE'];
  const isCopy = !empty && template !== undefined && serverUrl === process.env['TEST_DATABASE_URL'];
  const admin = new PgClient({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(isCopy ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    // Without FORCE: terminating the pool's last connections while they are closing raises errors in the test
    // process. PostgreSQL itself waits up to 5 s for a closing connection before it refuses the drop; a connection
    // still there after a few of those waits is a leak, named in the error rather than waited on for minutes.
    drop: async () => {
      const cleanup = new PgClient({ connectionString: serverUrl });
      await cleanup.connect();
      try {
        for (let attempt = 1; ; attempt += 1) {
          try {
            await cleanup.query(`DROP DATABASE IF EXISTS ${name}`);
            return;
          } catch (error) {
            const isInUse = (error as { code?: string }).code === '55006';
            if (!isInUse) throw error;
            if (attempt === DROP_ATTEMPTS)
              throw new Error(`${name} is still in use by ${await holders(cleanup, name)}`);
          }
        }
      } finally {
        await cleanup.end();
      }
    },
  };
}

const DROP_ATTEMPTS = 2;

/** Who keeps a database in use, by the application name each connection gave. */
async function holders(client: Client, database: string): Promise<string> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT coalesce(nullif(application_name, ''), 'a connection without a name') AS name FROM pg_stat_activity WHERE datname = $1`,
    [database],
  );
  return rows.map((row) => row.name).join(', ') || 'a connection that has just ended';
}

/** The test run's PostgreSQL server, which the jest global setup starts (jest.config.cjs). */
export function testServerUrl(): string {
  const url = process.env['TEST_DATABASE_URL'];
  if (!url) throw new Error('TEST_DATABASE_URL is not set: run the API tests with jest -c apps/api/jest.config.cjs');
  return url;
}

/** A migrated database of the test file's own, dropped when closed (for tests of the database without the app). */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const own = await createPostgresDatabase(testServerUrl());
  const database = await openDatabase({ databaseUrl: own.url });
  return {
    db: database.db,
    close: async () => {
      await database.close();
      await own.drop();
    },
  };
}

/** An empty database of the test's own, dropped when closed: a test of a migration migrates it step by step. */
export async function openEmptyTestDatabase(): Promise<{ pool: Pool; close: () => Promise<void> }> {
  const { Pool } = await import('pg');
  const own = await createPostgresDatabase(testServerUrl(), { empty: true });
  const pool = new Pool({ connectionString: own.url, max: 1 });
  return {
    pool,
    close: async () => {
      await pool.end();
      await own.drop();
    },
  };
}
