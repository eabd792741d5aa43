import { SearchFiltersSchema, type apiCommands } from '@matri/contracts';
import { z } from 'zod';
import { openDatabase } from '../db/database';
import { matchesQuery, searchQuery, loadViewer } from '../modules/discovery';
import { CommandInputError, databaseUrlOf } from './command-line';

type Input = z.output<typeof apiCommands.discoverySql.input>;

/** An SQL literal of a bound parameter, so psql runs exactly what the API sends. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return `'${value.toISOString()}'`;
  return `'${String(value).replace(/'/g, "''")}'`;
}

function inline(query: { sql: string; params: unknown[] }): string {
  return query.sql.replace(/\$(\d+)/g, (_, n: string) => literal(query.params[Number(n) - 1]));
}

export async function discoverySql(input: Input): Promise<{ statements: { viewer: string; sql: string }[] }> {
  const database = await openDatabase({ databaseUrl: databaseUrlOf(process.env), migrate: false });
  try {
    const now = new Date();
    const statements = [];
    for (const query of input.queries) {
      const viewer = await loadViewer(database.db, query.viewerId, now);
      const label = `${viewer.profile.gender} ${viewer.age} ${viewer.profile.religion} ${viewer.profile.state}`;
      if ('tab' in query) {
        statements.push({
          viewer: label,
          sql: inline(matchesQuery(database.db, viewer, { tab: query.tab }, undefined, now).toSQL()),
        });
        continue;
      }
      const filters = SearchFiltersSchema.safeParse(Object.fromEntries(new URLSearchParams(query.search)));
      if (!filters.success) throw new CommandInputError(`search "${query.search}": ${z.prettifyError(filters.error)}`);
      statements.push({ viewer: label, sql: inline(searchQuery(database.db, viewer, filters.data, now).toSQL()) });
    }
    return { statements };
  } finally {
    await database.close();
  }
}
