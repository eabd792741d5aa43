import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/database';
import { openTestDatabase } from '../../testing/postgres-database';
import { idHolderQueries } from './find-id-holder';

/** Enough rows that PostgreSQL's planner prices them as a large table, as at a million members it is. */
const ROWS = 50_000;

describe('the identity-key lookups ("one ID, one account")', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
    const { db } = handle;
    await db.execute(sql`
      insert into users (email, mobile)
      select 'member' || n || '@example.in', '9' || lpad(n::text, 9, '0') from generate_series(1, ${ROWS}) as n`);
    await db.execute(sql`
      insert into id_verifications (user_id, method, status, name_on_id, date_of_birth_on_id, gender_on_id,
        reference_last_four, name_match, name_rule, name_score, date_of_birth_match, gender_match, identity_key)
      select id, 'secure-qr', 'verified', 'Member', '1990-01-01', 'F', '1234', 'match', 'exact', 1, 'match', 'match',
        md5(id::text) || md5(id::text || 'x')
      from users`);
    await db.execute(sql`
      insert into suspensions (email_hash, mobile_hash, identity_key, evidence)
      select md5(n::text), md5(n::text || 'm'), md5(n::text || 's'), '{}'::jsonb from generate_series(1, ${ROWS}) as n`);
    await db.execute(sql`analyze users, id_verifications, suspensions`);
  });
  afterAll(() => handle.close());

  async function planOf(query: { toSQL: () => { sql: string; params: unknown[] } }): Promise<string> {
    const { sql: text, params } = query.toSQL();
    // The query's own text with its parameters written in, as EXPLAIN takes no bound parameters through drizzle.
    const inlined = text.replace(/\$(\d+)/g, (_, n: string) => {
      const value = params[Number(n) - 1];
      return typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
    });
    const result = await handle.db.execute(sql.raw(`explain ${inlined}`));
    return (result as unknown as { rows: { 'QUERY PLAN': string }[] }).rows.map((row) => row['QUERY PLAN']).join('\n');
  }

  it('finds a suspension and another account holding a key by index, never by reading the table', async () => {
    const queries = idHolderQueries(handle.db, 'a'.repeat(64), 1);
    const suspension = await planOf(queries.suspension);
    expect(suspension).toMatch(/Index Scan using suspensions_identity_key_idx/);
    expect(suspension).not.toMatch(/Seq Scan/);
    const otherAccount = await planOf(queries.otherAccount);
    expect(otherAccount).toMatch(/Index Scan using id_verifications_identity_key/);
    expect(otherAccount).not.toMatch(/Seq Scan/);
  });
});
