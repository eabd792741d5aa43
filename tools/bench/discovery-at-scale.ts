/**
 * Search and matches at scale: loads generated profiles (1,000,000 by default) into a throwaway PostgreSQL cluster,
 * then times 20 representative searches and 20 match lists over the API (HTTP, one request at a time) and the very
 * same SQL (taken from the API's query builders) run directly through psql in the same run. Prints p50, p95 and p99 of
 * each, and the ratio API / SQL. Not a test.
 *
 * Run: npx tsx --tsconfig apps/api/tsconfig.json tools/bench/discovery-at-scale.ts   (PROFILES=N, ROUNDS=N per query;
 * PLANS=<file> also writes EXPLAIN ANALYZE of every query there, as docs/discovery-query-plans.md quotes them)
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getTableColumns, inArray, sql, type Table } from 'drizzle-orm';
import { SearchFiltersSchema, type MatchTab } from '../../libs/contracts/src/index';
import { openDatabase, type Database } from '../../apps/api/src/db/database';
import { partnerPreferences, photos, profiles, users } from '../../apps/api/src/db/schema';
import { hashPassword } from '../../apps/api/src/services/auth/password-hashing';
import { matchesQuery } from '../../apps/api/src/services/discovery/find-matches';
import { searchQuery } from '../../apps/api/src/services/discovery/search-members';
import { loadViewer } from '../../apps/api/src/services/discovery/viewer-context';
import { startThrowawayCluster } from '../../apps/api/src/testing/throwaway-postgres';
import { generateDemoMembers } from '../demo/generate-demo-members';
import { startBenchApi } from './bench-api';

const PROFILES = Number(process.env.PROFILES ?? 1_000_000);
const ROUNDS = Number(process.env.ROUNDS ?? 30);
const CHUNK = 10_000;
const PORT = 3311;
const PASSWORD = 'bench-mark-passphrase-1';

/** Rows keyed by column name, for json_populate_recordset: one round trip loads a whole chunk. */
function asColumns(table: Table, rows: Record<string, unknown>[]): Record<string, unknown>[] {
  const columns = Object.entries(getTableColumns(table)).map(([key, column]) => [key, column.name] as const);
  return rows.map((row) => Object.fromEntries(columns.filter(([key]) => row[key] !== undefined).map(([key, name]) => [name, row[key]])));
}

async function insertJson(db: Database, table: Table, tableName: string, rows: Record<string, unknown>[]) {
  await db.execute(sql`insert into ${sql.identifier(tableName)} select * from json_populate_recordset(null::${sql.identifier(tableName)}, ${JSON.stringify(asColumns(table, rows))}::json)`);
}

async function loadProfiles(db: Database) {
  const started = Date.now();
  for (let first = 0; first < PROFILES; first += CHUNK) {
    const members = generateDemoMembers(Math.min(CHUNK, PROFILES - first), { seed: 11, firstIndex: first });
    const ids = members.map((_, i) => first + i + 1);
    await insertJson(
      db,
      users,
      'users',
      members.map((m, i) => ({
        id: ids[i], email: `bench.${ids[i]}@example.in`, mobile: `+91${String(6_000_000_000 + ids[i])}`, role: 'member', status: i % 50 === 0 ? 'hidden' : 'active',
        isEmailVerified: true, isMobileVerified: i % 3 === 0, tokenVersion: 0, createdAt: m.createdAt, lastActiveAt: m.lastActiveAt,
        notifyInterestReceived: true, notifyInterestAccepted: true, notifyProfileViewed: false,
      })),
    );
    // Photos before profiles: the profile's insert trigger then sets has_photo without updating a million rows again.
    const withPhoto = members.flatMap((m, i) => (m.avatarSeed === null ? [] : [{ id: ids[i], userId: ids[i], fileName: `bench-${ids[i]}.webp`, blurFileName: `bench-${ids[i]}-b.webp`, width: 512, height: 512, bytes: 20_000, isPrimary: true, position: 0, createdAt: m.createdAt }]));
    if (withPhoto.length) await insertJson(db, photos, 'photos', withPhoto);
    await insertJson(
      db,
      profiles,
      'profiles',
      members.map((m, i) => ({ ...m.profile, id: ids[i], userId: ids[i], profileCode: `SV${100000 + ids[i]}`, createdAt: m.createdAt, updatedAt: m.createdAt, country: 'in' })),
    );
    await insertJson(
      db,
      partnerPreferences,
      'partner_preferences',
      // json_populate_recordset applies no column defaults: every list a member left open is written as empty.
      members.map((m, i) => ({ communities: [], educationLevels: [], professions: [], countries: [], states: [], diets: [], ...m.preferences, userId: ids[i], isSetByMember: true, updatedAt: m.createdAt })),
    );
    if ((first / CHUNK) % 10 === 9) process.stdout.write(`  ${first + CHUNK} profiles, ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
  }
  for (const table of ['users', 'profiles', 'photos']) {
    await db.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`));
  }
  await db.execute(sql`vacuum analyze`);
  return (Date.now() - started) / 1000;
}

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

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const stats = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
};
const ms = (n: number) => `${n.toFixed(1).padStart(6)} ms`;

/** Times each statement ROUNDS times in one psql session (after a warm-up run), reading psql's own \timing. */
function timeWithPsql(url: string, statements: string[]): number[][] {
  const script = ['\\timing on', '\\o /dev/null', ...statements.flatMap((s) => Array.from({ length: ROUNDS + 1 }, () => `${s};`))].join('\n');
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'bench-sql-')), 'queries.sql');
  writeFileSync(file, script);
  const run = spawnSync('psql', ['-X', '-q', '-d', url, '-f', file], { encoding: 'utf8', maxBuffer: 1 << 28 });
  if (run.status !== 0) throw new Error(run.stderr);
  const times = [...run.stdout.matchAll(/^Time: ([\d.]+) ms/gm)].map((m) => Number(m[1]));
  if (times.length !== statements.length * (ROUNDS + 1)) throw new Error(`psql timed ${times.length} statements: ${run.stderr.slice(0, 500)}`);
  return statements.map((_, i) => times.slice(i * (ROUNDS + 1) + 1, (i + 1) * (ROUNDS + 1)));
}

/** EXPLAIN (ANALYZE, BUFFERS) of each query, after the timed runs have warmed the cache. */
function explainAll(url: string, sets: { label: string; sql: string }[]): string {
  return sets
    .map((set) => {
      const run = spawnSync('psql', ['-X', '-q', '-A', '-t', '-d', url, '-c', `explain (analyze, buffers, costs off) ${set.sql}`], { encoding: 'utf8', maxBuffer: 1 << 26 });
      return `-- ${set.label}\n${run.stdout || run.stderr}`;
    })
    .join('\n');
}

async function timeOverApi(url: string, jwt: string): Promise<number[]> {
  const headers = { authorization: `Bearer ${jwt}` };
  // The warm-up may meet a kept-alive socket the server closed while psql was timing (idle longer than its keep-alive).
  const first = await fetch(url, { headers }).catch(() => fetch(url, { headers }));
  if (first.status !== 200) throw new Error(`${url}: ${first.status} ${await first.text()}`);
  await first.arrayBuffer();
  const samples: number[] = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    samples.push(performance.now() - started);
  }
  return samples;
}

/** 20 searches members make: by age and religion mostly, then community, language, place, career, with sorts and a second page. */
const searchSets = [
  'ageFrom=24&ageTo=30',
  'ageFrom=25&ageTo=32&religion=hindu',
  'ageFrom=26&ageTo=30&religion=hindu&community=brahmin',
  'ageFrom=22&ageTo=35&religion=muslim',
  'ageFrom=25&ageTo=33&religion=sikh&community=jat',
  'ageFrom=24&ageTo=31&motherTongue=tamil',
  'ageFrom=24&ageTo=31&motherTongue=marathi,konkani&state=maharashtra',
  'ageFrom=27&ageTo=34&state=karnataka&city=bengaluru',
  'religion=hindu&education=masters,doctorate&profession=doctor',
  'ageFrom=25&ageTo=30&profession=software-professional&income=15-to-20-lakh,20-to-30-lakh',
  'ageFrom=24&ageTo=30&withPhoto=1&verified=1',
  'ageFrom=24&ageTo=30&activeWithin=7',
  'ageFrom=28&ageTo=38&maritalStatus=divorced,widowed',
  'ageFrom=23&ageTo=29&heightFrom=160&heightTo=175&diet=vegetarian',
  'q=sharma',
  'q=SV100777',
  'ageFrom=24&ageTo=30&religion=hindu&sort=active',
  'ageFrom=25&ageTo=30&religion=hindu&motherTongue=hindi&sort=match',
  'religion=christian&state=kerala&sort=match',
  'ageFrom=24&ageTo=30&religion=hindu&page=2',
];

async function main() {
  console.log(`Discovery at scale: ${PROFILES.toLocaleString('en-IN')} profiles, ${ROUNDS} timed runs per query; 2 cores shared by client, API and PostgreSQL.`);
  // Sized as a production server for a million profiles would be: the profiles table fits in shared buffers.
  const serverSettings = { shared_buffers: '2GB', effective_cache_size: '8GB', work_mem: '16MB', random_page_cost: '1.1' };
  console.log(`PostgreSQL settings: ${Object.entries(serverSettings).map(([k, v]) => `${k}=${v}`).join(', ')}`);
  const cluster = await startThrowawayCluster(serverSettings);
  const database = await openDatabase({ databaseUrl: cluster.url });
  let api: Awaited<ReturnType<typeof startBenchApi>> | null = null;
  try {
    const loadSeconds = await loadProfiles(database.db);
    console.log(`Loaded in ${loadSeconds.toFixed(0)} s (users, profiles, photos, partner preferences; indexes and triggers live).`);

    // Viewers: members spread over genders, religions and states, given a password to log in with.
    const viewerIds = Array.from({ length: 20 }, (_, i) => 1 + Math.floor(((i * 7919) % 997) * (PROFILES / 997)) + (i % 2 === 0 ? 0 : 1));
    await database.db.update(users).set({ passwordHash: await hashPassword(PASSWORD), status: 'active' }).where(inArray(users.id, viewerIds));

    api = await startBenchApi({ port: PORT, databaseUrl: cluster.url });
    const { base } = api;
    const jwts = new Map<number, string>();
    for (const id of viewerIds) {
      const login = await fetch(`${base}/api/auth/local`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ identifier: `bench.${id}@example.in`, password: PASSWORD }) });
      jwts.set(id, ((await login.json()) as { jwt: string }).jwt);
    }

    const now = new Date();
    const searches = [];
    for (const [i, set] of searchSets.entries()) {
      const viewerId = viewerIds[i];
      const viewer = await loadViewer(database.db, viewerId, now);
      let query = set.replace('&page=2', '');
      if (set.endsWith('&page=2')) {
        const first = (await (await fetch(`${base}/api/search?${query}`, { headers: { authorization: `Bearer ${jwts.get(viewerId)}` } })).json()) as { next_cursor: string };
        query = `${query}&cursor=${first.next_cursor}`;
      }
      const filters = SearchFiltersSchema.parse(Object.fromEntries(new URLSearchParams(query)));
      searches.push({ label: set, url: `${base}/api/search?${query}`, jwt: jwts.get(viewerId) as string, sql: inline(searchQuery(database.db, viewer, filters, now).toSQL()) });
    }
    const tabs: MatchTab[] = ['all', 'all', 'new', 'near'];
    const matches = [];
    for (const [i, viewerId] of viewerIds.entries()) {
      const viewer = await loadViewer(database.db, viewerId, now);
      const tab = tabs[i % tabs.length];
      matches.push({ label: `${viewer.profile.gender} ${viewer.age} ${viewer.profile.religion} ${viewer.profile.state}, ${tab}`, url: `${base}/api/matches?tab=${tab}`, jwt: jwts.get(viewerId) as string, sql: inline(matchesQuery(database.db, viewer, tab, undefined, now).toSQL()) });
    }

    if (process.env.PLANS) writeFileSync(process.env.PLANS, explainAll(cluster.url, [...searches, ...matches]));

    for (const [name, sets, goal] of [['search', searches, 50], ['matches', matches, 100]] as const) {
      const sqlTimes = timeWithPsql(cluster.url, sets.map((s) => s.sql));
      const apiTimes: number[][] = [];
      for (const set of sets) apiTimes.push(await timeOverApi(set.url, set.jwt));
      console.log(`\n${name}: per query, p50 / p95 over the API | p50 / p95 of the same SQL in psql`);
      sets.forEach((set, i) => {
        const a = stats(apiTimes[i]);
        const s = stats(sqlTimes[i]);
        console.log(`  ${set.label.slice(0, 70).padEnd(70)} ${ms(a.p50)} ${ms(a.p95)} | ${ms(s.p50)} ${ms(s.p95)}`);
      });
      const a = stats(apiTimes.flat());
      const s = stats(sqlTimes.flat());
      console.log(`  all ${name} (${apiTimes.flat().length} requests): API p50 ${ms(a.p50)}  p95 ${ms(a.p95)}  p99 ${ms(a.p99)}   goal p95 <= ${goal} ms: ${a.p95 <= goal ? 'met' : 'NOT met'}`);
      console.log(`  same SQL through psql:         p50 ${ms(s.p50)}  p95 ${ms(s.p95)}  p99 ${ms(s.p99)}`);
      console.log(`  API / SQL at p50 ${(a.p50 / s.p50).toFixed(2)}x, at p95 ${(a.p95 / s.p95).toFixed(2)}x (goal <= 1.5x)`);
    }
  } finally {
    // The API goes first, so stopping the cluster does not cut its connections from under it.
    await api?.stop();
    await database.close();
    await cluster.stop();
  }
}

main().catch((error: unknown) => {
  // A failed load would otherwise print its whole parameter (megabytes of rows).
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  console.error(cause instanceof Error ? cause.message : cause);
  process.exit(1);
});
