import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { MIGRATIONS_DIR } from '../config/api-files';
import { createPostgresDatabase, openEmptyTestDatabase, testServerUrl } from './postgres-database';

const migrations = (
  JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

async function appliedMigrations(url: string): Promise<number> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      `select count(*) from information_schema.tables where table_schema = 'drizzle' and table_name = '__drizzle_migrations'`,
    );
    if (rows[0].count === '0') return 0;
    return Number(
      (await client.query<{ count: string }>('select count(*) from drizzle.__drizzle_migrations')).rows[0].count,
    );
  } finally {
    await client.end();
  }
}

describe("a test file's own database", () => {
  it('is a copy of the template the run migrated once: every migration is there before anything runs them', async () => {
    const own = await createPostgresDatabase(testServerUrl());
    try {
      expect(await appliedMigrations(own.url)).toBe(migrations);
    } finally {
      await own.drop();
    }
  });

  it('is empty for a test of a migration, which migrates it itself', async () => {
    const empty = await openEmptyTestDatabase();
    try {
      const { rows } = await empty.pool.query<{ count: string }>(
        `select count(*) from information_schema.tables where table_schema in ('public', 'drizzle')`,
      );
      expect(rows[0].count).toBe('0');
    } finally {
      await empty.close();
    }
  });
});
