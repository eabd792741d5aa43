import type { Database } from './database';

/**
 * A query prepared once per database handle and reused: PostgreSQL parses and plans a named statement once per
 * connection, and drizzle builds its SQL once. For the queries every page asks (the session, a member's record).
 */
export function preparedPerDatabase<Prepared>(prepare: (db: Database) => Prepared): (db: Database) => Prepared {
  const prepared = new WeakMap<Database, Prepared>();
  return (db) => {
    const existing = prepared.get(db);
    if (existing) return existing;
    const query = prepare(db);
    prepared.set(db, query);
    return query;
  };
}
