import { getTableColumns, sql, type Table } from 'drizzle-orm';
import { generateDemoMembers } from '@matri/demo-data';
import type { Database } from '../db/database';
import { partnerPreferences, photos, profiles, users } from '../db/schema';

const CHUNK = 10_000;

/** Rows keyed by column name, for json_populate_recordset: one round trip loads a whole chunk. */
function asColumns(table: Table, rows: Record<string, unknown>[]): Record<string, unknown>[] {
  const columns = Object.entries(getTableColumns(table)).map(([key, column]) => [key, column.name] as const);
  return rows.map((row) =>
    Object.fromEntries(columns.filter(([key]) => row[key] !== undefined).map(([key, name]) => [name, row[key]])),
  );
}

/** Only the columns the rows name are written: the others (a column added later) take their defaults. */
async function insertJson(db: Database, table: Table, tableName: string, rows: Record<string, unknown>[]) {
  const json = asColumns(table, rows);
  const columns = sql.join(
    Object.keys(json[0] ?? {}).map((name) => sql.identifier(name)),
    sql`, `,
  );
  await db.execute(
    sql`insert into ${sql.identifier(tableName)} (${columns}) select ${columns} from json_populate_recordset(null::${sql.identifier(tableName)}, ${JSON.stringify(json)}::json)`,
  );
}

/**
 * Loads `count` generated members (users, profiles, primary photos for most, partner preferences) in chunks of 10,000
 * rows per statement, with indexes and triggers live, then analyses. Member n is bench.n@example.in, profile SV(100000+n),
 * every 50th hidden; every one logs in with the password `passwordHash` is of (hashed once: a million hashes would take
 * longer than the load). Returns the seconds it took.
 */
export async function loadBenchMembers(db: Database, count: number, passwordHash: string): Promise<number> {
  const started = Date.now();
  for (let first = 0; first < count; first += CHUNK) {
    const members = generateDemoMembers(Math.min(CHUNK, count - first), { seed: 11, firstIndex: first });
    const ids = members.map((_, i) => first + i + 1);
    await insertJson(
      db,
      users,
      'users',
      members.map((m, i) => ({
        id: ids[i],
        email: `bench.${ids[i]}@example.in`,
        mobile: `+91${String(6_000_000_000 + ids[i])}`,
        passwordHash,
        role: 'member',
        status: i % 50 === 0 ? 'hidden' : 'active',
        isEmailVerified: true,
        isMobileVerified: i % 3 === 0,
        tokenVersion: 0,
        createdAt: m.createdAt,
        lastActiveAt: m.lastActiveAt,
        notifyInterestReceived: true,
        notifyInterestAccepted: true,
        notifyProfileViewed: false,
      })),
    );
    // Photos before profiles: the profile's insert trigger then sets has_photo without updating a million rows again.
    const withPhoto = members.flatMap((m, i) =>
      m.avatarSeed === null
        ? []
        : [
            {
              id: ids[i],
              userId: ids[i],
              fileName: `bench-${ids[i]}.webp`,
              blurFileName: `bench-${ids[i]}-b.webp`,
              width: 512,
              height: 512,
              bytes: 20_000,
              isPrimary: true,
              position: 0,
              createdAt: m.createdAt,
              // Generated, not uploaded: shown at once and never screened.
              screening: 'passed',
              screenedAt: m.createdAt,
            },
          ],
    );
    if (withPhoto.length) await insertJson(db, photos, 'photos', withPhoto);
    await insertJson(
      db,
      profiles,
      'profiles',
      members.map((m, i) => ({
        ...m.profile,
        id: ids[i],
        userId: ids[i],
        profileCode: `SV${100000 + ids[i]}`,
        createdAt: m.createdAt,
        updatedAt: m.createdAt,
        country: 'in',
      })),
    );
    await insertJson(
      db,
      partnerPreferences,
      'partner_preferences',
      // json_populate_recordset applies no column defaults: every list a member left open is written as empty.
      members.map((m, i) => ({
        communities: [],
        educationLevels: [],
        professions: [],
        countries: [],
        states: [],
        diets: [],
        ...m.preferences,
        userId: ids[i],
        isSetByMember: true,
        updatedAt: m.createdAt,
      })),
    );
    if ((first / CHUNK) % 10 === 9)
      process.stderr.write(`  ${first + CHUNK} profiles, ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
  }
  for (const table of ['users', 'profiles', 'photos']) {
    await db.execute(
      sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`),
    );
  }
  await db.execute(sql`vacuum analyze`);
  // The load's dirty pages written now, not by a checkpoint in the middle of the first measurement.
  await db.execute(sql`checkpoint`);
  return (Date.now() - started) / 1000;
}
