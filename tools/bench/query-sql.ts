import { Client, type QueryResultRow } from 'pg';

/**
 * One SQL statement on the database at `url` in a connection of its own, as psql would run it: what a benchmark reads
 * (which members to log in as, how many rows an import stored) or sets up beside the API.
 */
export async function querySql<Row extends QueryResultRow>(
  url: string,
  text: string,
  params: unknown[] = [],
): Promise<Row[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(text, params)).rows;
  } finally {
    await client.end();
  }
}
