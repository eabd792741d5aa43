import cluster from 'node:cluster';
import { parseEnv } from './config/env';
import { runApiProcess } from './server/api-process';
import { runPrimary } from './server/primary';

/** The primary starts the database and the API processes; each forked process serves requests (server/*.ts). */
async function main(): Promise<void> {
  const env = parseEnv(process.env);
  if (cluster.isPrimary) return runPrimary(env);
  if (!env.DATABASE_URL) throw new Error('An API process needs the DATABASE_URL its primary gives it');
  return runApiProcess({ ...env, DATABASE_URL: env.DATABASE_URL });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
