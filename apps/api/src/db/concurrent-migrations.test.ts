import { readdirSync } from 'node:fs';
import { Client } from 'pg';
import { MIGRATIONS_DIR } from '../config/api-files';
import { createPostgresDatabase } from '../testing/postgres-database';
import { openDatabase } from './database';

describe('migrations on machines starting together', () => {
  it('run once each, one machine after the other, and every machine starts', async () => {
    const own = await createPostgresDatabase(process.env['TEST_DATABASE_URL'] as string);
    try {
      const handles = await Promise.all([
        openDatabase({ databaseUrl: own.url }),
        openDatabase({ databaseUrl: own.url }),
        openDatabase({ databaseUrl: own.url }),
      ]);
      await Promise.all(handles.map((handle) => handle.close()));
      const client = new Client({ connectionString: own.url });
      await client.connect();
      const applied = await client.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
      await client.end();
      expect(applied.rows[0].n).toBe(readdirSync(MIGRATIONS_DIR).filter((name) => name.endsWith('.sql')).length);
    } finally {
      await own.drop();
    }
  });
});
