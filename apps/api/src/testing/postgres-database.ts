import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
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
  const { Client } = await import('pg');
  const name = `test_${randomUUID().replace(/-/g, '')}`;
  const template = process.env['TEST_TEMPLATE_DATABASE'];
  const isCopy = !empty && template !== undefined && serverUrl === process.env['TEST_DATABASE_URL'];
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(isCopy ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    // Without FORCE: terminating the pool's last connections while they are closing raises errors in the test
    // process. The server may still see a closing connection for a moment, so a refused drop is tried again.
    drop: async () => {
      const cleanup = new Client({ connectionString: serverUrl });
      await cleanup.connect();
      try {
        for (let attempt = 1; ; attempt += 1) {
          try {
            await cleanup.query(`DROP DATABASE IF EXISTS ${name}`);
            return;
          } catch (error) {
            const isInUse = (error as { code?: string }).code === '55006';
            if (!isInUse || attempt === 50) throw error;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
      } finally {
        await cleanup.end();
      }
    },
  };
}

/** The test run's PostgreSQL server, which the jest global setup starts (jest.config.cts). */
export function testServerUrl(): string {
  const url = process.env['TEST_DATABASE_URL'];
  if (!url) throw new Error('TEST_DATABASE_URL is not set: run the API tests with jest -c apps/api/jest.config.cts');
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
