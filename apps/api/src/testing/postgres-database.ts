import { randomUUID } from 'node:crypto';

/** On PostgreSQL each test file gets a database of its own, dropped when the file is done. */
export async function createPostgresDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const { Client } = await import('pg');
  const name = `test_${randomUUID().replace(/-/g, '')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
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
