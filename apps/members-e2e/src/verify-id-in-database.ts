import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { e2eDataDir } from '@matri/tools/e2e';

/**
 * Marks a member's ID as verified in the served product's database, as the ID verification does when an Aadhaar
 * document matches (that journey has its own spec): the embedded server of the run's data folder, found by its
 * password file and the port in its postmaster.pid.
 */
export async function verifyIdInDatabase(userId: number): Promise<void> {
  const dataDir = e2eDataDir('members-e2e');
  const password = readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
  const port = readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')
    .split('\n')[3]
    .trim();
  const client = new Client({
    host: '127.0.0.1',
    port: Number(port),
    user: 'postgres',
    password,
    database: 'postgres',
  });
  await client.connect();
  try {
    await client.query('update users set id_verified_at = now() where id = $1', [userId]);
  } finally {
    await client.end();
  }
}
