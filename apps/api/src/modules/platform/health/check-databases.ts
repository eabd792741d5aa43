import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';

/** Each database answers a trivial query: the primary, and the read replica when there is one. */
export async function checkDatabases(databases: readonly Database[]): Promise<void> {
  await Promise.all([...new Set(databases)].map((db) => db.execute(sql`select 1`)));
}
