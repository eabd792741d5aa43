import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './database';
import { preparedPerDatabase } from './prepared-per-database';

const dialect = new PgDialect();

/**
 * A statement written in SQL (its parameters as `sql.placeholder`s) prepared by name, for the hot statements the
 * query builder cannot prepare (a WITH that writes, a select from a subquery): PostgreSQL then plans it once per
 * connection, where planning it afresh cost more than running it.
 */
export function preparedSql<Row>(name: string, statement: (db: Database) => SQL) {
  return preparedPerDatabase((db: Database) => {
    const prepared = db._.session.prepareQuery(dialect.sqlToQuery(statement(db)), undefined, name, false);
    return {
      rows: async (parameters: Record<string, unknown>): Promise<Row[]> =>
        ((await prepared.execute(parameters)) as { rows: Row[] }).rows,
    };
  });
}
