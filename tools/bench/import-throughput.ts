/**
 * Member import throughput: 100,000 generated rows (5 % bad) sent to POST /api/upload-csv the way /uploaddata sends
 * them (chunks of 1,000 under one import, two on their way at once), against a throwaway PostgreSQL cluster; then the
 * same file again (every row unchanged); then a raw COPY of the same valid rows into the same tables of a fresh
 * database in the same cluster. Prints rows per second of each and the ratio. Not a test.
 *
 * Run: npx tsx --tsconfig apps/api/tsconfig.json tools/bench/import-throughput.ts   (ROWS=N, BAD=share of bad rows,
 * IN_FLIGHT=chunks sent at once)
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import {
  IMPORT_CHUNK_ROWS,
  IMPORT_CHUNKS_IN_FLIGHT,
  importColumns,
  mapImportRow,
  matchImportHeaders,
  toCsvText,
} from '../../libs/contracts/src/index';
import { openDatabase } from '../../apps/api/src/db/database';
import { profiles, users } from '../../apps/api/src/db/schema';
import { hashPassword } from '../../apps/api/src/services/auth/password-hashing';
import { defaultPartnerPreferences } from '../../apps/api/src/services/profiles/default-partner-preferences';
import { startThrowawayCluster } from '../../apps/api/src/testing/throwaway-postgres';
import { generateImportRows } from './generate-import-csv';
import { sendImportFile } from './send-import-file';
import { startBenchApi } from './bench-api';

const ROWS = Number(process.env.ROWS ?? 100_000);
const BAD = Number(process.env.BAD ?? 0.05);
const PORT = 3312;
/** Chunks on their way at once, as /uploaddata sends them unless told. */
const IN_FLIGHT = Number(process.env.IN_FLIGHT ?? IMPORT_CHUNKS_IN_FLIGHT);
const PASSWORD = 'bench-mark-passphrase-1';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
const perSecond = (rows: number, ms: number) => Math.round((rows / ms) * 1000);

/** COPY of the valid rows into users, profiles and partner_preferences of a fresh database, timed around one psql run. */
function copyRows(url: string, rows: Record<string, string>[]): { ms: number; rows: number } {
  const { columns } = matchImportHeaders(Object.keys(rows[0]));
  const members = rows.flatMap((row) => {
    const result = mapImportRow(row, columns);
    return result.ok ? [result.member] : [];
  });
  const fields = importColumns.map((c) => c.field).filter((f) => f !== 'email' && f !== 'mobile');
  const columnName = (field: string) =>
    (profiles[field as keyof typeof profiles.$inferSelect] as unknown as { name: string }).name;
  const valueOf = (member: (typeof members)[number], field: string) =>
    field === 'gender' ? member.gender : ((member.profile as Record<string, unknown>)[field] ?? null);
  // toCsvText guards cells against formulas, which COPY must not see: plain RFC 4180 here, NULL as an unquoted empty cell.
  const csv = (table: (string | number | null)[][]) =>
    table.map((r) => r.map((c) => (c === null ? '' : `"${String(c).replace(/"/g, '""')}"`)).join(',')).join('\n') +
    '\n';
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-copy-'));
  writeFileSync(path.join(dir, 'users.csv'), csv(members.map((m, i) => [i + 1, m.email, m.mobile])));
  writeFileSync(
    path.join(dir, 'profiles.csv'),
    csv(
      members.map((m, i) => [
        i + 1,
        i + 1,
        `SV${100001 + i}`,
        ...fields.map((f) => valueOf(m, f) as string | number | null),
      ]),
    ),
  );
  writeFileSync(
    path.join(dir, 'prefs.csv'),
    csv(
      members.map((m, i) => {
        const p = defaultPartnerPreferences({
          userId: i + 1,
          gender: m.gender,
          dateOfBirth: m.profile.dateOfBirth,
          religion: m.profile.religion,
        });
        return [i + 1, p.ageMin ?? null, p.ageMax ?? null, `{${m.profile.religion}}`];
      }),
    ),
  );
  const script = [
    '\\set ON_ERROR_STOP on',
    'begin;',
    `\\copy users (id, email, mobile) from '${path.join(dir, 'users.csv')}' with (format csv)`,
    `\\copy profiles (id, user_id, profile_code, ${fields.map(columnName).join(', ')}) from '${path.join(dir, 'profiles.csv')}' with (format csv)`,
    `\\copy partner_preferences (user_id, age_min, age_max, religions) from '${path.join(dir, 'prefs.csv')}' with (format csv)`,
    'commit;',
  ].join('\n');
  writeFileSync(path.join(dir, 'copy.sql'), script);
  const t0 = performance.now();
  const run = spawnSync('psql', ['-X', '-q', '-d', url, '-f', path.join(dir, 'copy.sql')], { encoding: 'utf8' });
  const ms = performance.now() - t0;
  if (run.status !== 0) throw new Error(`COPY failed: ${run.stderr}`);
  return { ms, rows: members.length };
}

async function main() {
  console.log(
    `Member import: ${ROWS.toLocaleString('en-IN')} rows, ${Math.round(BAD * 100)} % bad, chunks of ${IMPORT_CHUNK_ROWS}, ${IN_FLIGHT} on their way at once; 2 cores shared by client, API and PostgreSQL.`,
  );
  const cluster = await startThrowawayCluster({ shared_buffers: '1GB' });
  const database = await openDatabase({ databaseUrl: cluster.url });
  let api: Awaited<ReturnType<typeof startBenchApi>> | null = null;
  try {
    await database.db.insert(users).values({
      email: 'bench.admin@example.in',
      mobile: '+919000000001',
      passwordHash: await hashPassword(PASSWORD),
      role: 'admin',
    });
    api = await startBenchApi({ port: PORT, databaseUrl: cluster.url });
    const { base } = api;
    const login = await fetch(`${base}/api/auth/local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'bench.admin@example.in', password: PASSWORD }),
    });
    const { jwt } = (await login.json()) as { jwt: string };

    const generated = generateImportRows(ROWS, { badShare: BAD });
    const rows = generated.rows.map((cells) => Object.fromEntries(generated.headers.map((h, i) => [h, cells[i]])));
    console.log(
      `Generated ${rows.length.toLocaleString('en-IN')} rows (${generated.bad.length.toLocaleString('en-IN')} spoiled on purpose), ${(toCsvText([generated.headers, ...generated.rows]).length / 1e6).toFixed(1)} MB as CSV.`,
    );

    const report = (pass: string, run: Awaited<ReturnType<typeof sendImportFile>>) => {
      const t = run.totals;
      console.log(
        `\n${pass}: ${(run.ms / 1000).toFixed(1)} s, ${perSecond(rows.length, run.ms).toLocaleString('en-IN')} rows/s`,
      );
      console.log(
        `  ${t.created} created, ${t.updated} updated, ${t.unchanged} unchanged, ${t.failedRows} not imported (sum ${t.created + t.updated + t.unchanged + t.failedRows} of ${rows.length})`,
      );
      console.log(
        `  per chunk: p50 ${percentile(run.chunkMs, 50).toFixed(0)} ms, p95 ${percentile(run.chunkMs, 95).toFixed(0)} ms`,
      );
    };
    const firstRun = await sendImportFile(base, jwt, rows, IN_FLIGHT);
    report('first upload (creates)', firstRun);
    const counted = (await database.db.execute(
      sql`select count(*)::int as n from users where role = 'member'`,
    )) as unknown as { rows: { n: number }[] };
    const [{ n }] = counted.rows;
    console.log(`  members in the database: ${n}`);
    report('same file again (unchanged)', await sendImportFile(base, jwt, rows, IN_FLIGHT));
    const apiRate = perSecond(rows.length, firstRun.ms);

    await database.db.execute(sql`create database copy_target`);
    const copyUrl = cluster.url.replace(/\/postgres$/, '/copy_target');
    const target = await openDatabase({ databaseUrl: copyUrl });
    await target.close();
    const copy = copyRows(copyUrl, rows);
    const copyRate = perSecond(copy.rows, copy.ms);
    console.log(
      `\nraw COPY of the ${copy.rows.toLocaleString('en-IN')} valid rows (users, profiles, partner preferences; same indexes and triggers): ${(copy.ms / 1000).toFixed(1)} s, ${copyRate.toLocaleString('en-IN')} rows/s`,
    );
    console.log(
      `\nimport through the API / raw COPY: ${(apiRate / copyRate).toFixed(2)} (goal ≥ 0.25); API rate goal ≥ 50,000 rows/s`,
    );
  } finally {
    await api?.stop();
    await database.close();
    await cluster.stop();
  }
}

void main();
