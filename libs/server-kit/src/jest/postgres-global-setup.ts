import type { Config } from '@jest/types';
import { Pool } from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { startThrowawayCluster, type ThrowawayCluster } from '../postgres/throwaway-postgres';

declare global {
  var __THROWAWAY_POSTGRES__: ThrowawayCluster | undefined;
}

/**
 * Jest global setup of a suite on PostgreSQL: one throwaway server for the whole run, named by TEST_DATABASE_URL.
 * When the jest config names a drizzle migrations folder (`globals.postgresMigrations`), they run once here into a
 * template database named by TEST_TEMPLATE_DATABASE: a test file's `CREATE DATABASE … TEMPLATE` then takes a fraction
 * of a second, where migrating a database of its own took a file tens of seconds on a busy machine.
 */
export default async function setup(_config: Config.GlobalConfig, project: Config.ProjectConfig): Promise<void> {
  // wal_level logical: a test can replicate one database of it into another, as a managed read replica is fed.
  const cluster = await startThrowawayCluster({ wal_level: 'logical' });
  globalThis.__THROWAWAY_POSTGRES__ = cluster;
  process.env['TEST_DATABASE_URL'] = cluster.url;
  const migrationsFolder = project.globals['postgresMigrations'];
  if (typeof migrationsFolder !== 'string') return;
  try {
    await createMigratedTemplate(cluster.url, 'test_template', migrationsFolder);
  } catch (error) {
    // Jest runs no teardown after a failed setup: the server would outlive the run.
    await cluster.stop();
    throw error;
  }
  process.env['TEST_TEMPLATE_DATABASE'] = 'test_template';
}

async function createMigratedTemplate(serverUrl: string, name: string, migrationsFolder: string): Promise<void> {
  const server = new Pool({ connectionString: serverUrl, max: 1 });
  try {
    await server.query(`CREATE DATABASE ${name}`);
    const template = new Pool({
      connectionString: Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString(),
      max: 1,
    });
    try {
      await migrate(drizzle(template), { migrationsFolder });
    } finally {
      await template.end();
    }
    // Nobody connects to it afterwards: a session on a template makes every clone of it fail.
    await server.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
  } finally {
    await server.end();
  }
}
