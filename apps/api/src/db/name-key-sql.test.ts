import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { birthPlaces } from '@matri/contracts';
import { nameKey } from '@matri/helpers';
import { MIGRATIONS_DIR } from '../config/api-files';
import type { DatabaseHandle } from './database';
import { migrationsBefore } from '../testing/migrations-before';
import { openEmptyTestDatabase, openTestDatabase } from '../testing/postgres-database';
import { nameKeyFunctionSql } from './name-key-sql';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const names = [
  'Priya Sharma',
  'प्रिया शर्मा',
  'Gurpreet Kaur',
  'गुरप्रीत कौर',
  'Mohammed Iqbal',
  'मोहम्मद इक़बाल',
  'फ़ातिमा ख़ान',
  'Mary-Ann D’Souza',
  'José Fernandes',
  'श्री ज्ञानेश्वर ऋषि',
  'लड़की बढ़ई सिंह',
  '  Lakshmi   Narayanan  ',
  'Etawah, Uttar Pradesh',
  'x',
  '123',
  '',
  ...birthPlaces.map((place) => place.name),
];

describe('phonetic_name_key, the database’s nameKey', () => {
  it('is defined by the latest migration that writes it exactly as name-key-sql.ts writes it now', () => {
    const latest = readdirSync(MIGRATIONS_DIR)
      .filter((file) => file.endsWith('.sql'))
      .sort()
      .map((file) => readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8'))
      .filter((text) => text.includes('FUNCTION phonetic_name_key'))
      .at(-1);
    expect(latest).toContain(nameKeyFunctionSql());
  });

  it('gives every name the key nameKey gives it', async () => {
    const result = (await database.db.execute(
      sql`select value as name, phonetic_name_key(value) as key from json_array_elements_text(${JSON.stringify(names)}::json) with ordinality order by ordinality`,
    )) as unknown as { rows: { name: string; key: string }[] };
    expect(result.rows.map((row) => [row.name, row.key])).toEqual(names.map((name) => [name, nameKey(name)]));
  });

  it('keys the names and cities of the members there before migration 0041, and every name written since', async () => {
    const empty = await openEmptyTestDatabase();
    const client = empty.pool;
    const db = drizzle(client);
    const before = migrationsBefore('0041_phonetic_name_keys');
    await migrate(db, { migrationsFolder: before });
    await client.query(`
      insert into users (id, email, mobile) values (1, 'a@example.in', '+919800000001'), (2, 'b@example.in', '+919800000002');
      insert into profiles (user_id, created_by, full_name, gender, date_of_birth, religion, mother_tongue, city)
        values (1, 'self', 'प्रिया शर्मा', 'female', '1996-05-01', 'hindu', 'hindi', 'इटावा');
    `);
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    await client.query(`
      insert into profiles (user_id, created_by, full_name, gender, date_of_birth, religion, mother_tongue)
        values (2, 'self', 'Gurpreet Kaur', 'female', '1997-05-01', 'sikh', 'punjabi');
    `);
    const rows = await client.query('select full_name, name_key, city_key from profiles order by user_id');
    expect(rows.rows).toEqual([
      { full_name: 'प्रिया शर्मा', name_key: nameKey('Priya Sharma'), city_key: nameKey('Etawah') },
      { full_name: 'Gurpreet Kaur', name_key: nameKey('गुरप्रीत कौर'), city_key: null },
    ]);
    await empty.close();
    rmSync(before, { recursive: true, force: true });
  });
});
