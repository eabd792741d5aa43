/**
 * Member import throughput: 100,000 generated rows (5 % bad) sent to POST /api/upload-csv the way /uploaddata sends
 * them (chunks of 1,000 under one import, two on their way at once), against a throwaway PostgreSQL cluster; then the
 * same file again (every row unchanged); then a raw COPY of the same valid rows into the same tables of a fresh
 * database in the same cluster. Prints rows per second of each and the ratio. Not a test.
 *
 * Run: npx tsx --tsconfig tools/bench/tsconfig.json tools/bench/import-throughput.ts   (ROWS=N, BAD=share of bad rows,
 * IN_FLIGHT=chunks sent at once)
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiCommands, IMPORT_CHUNK_ROWS, IMPORT_CHUNKS_IN_FLIGHT } from '@matri/contracts';
import { toCsvText } from '@matri/csv-import';
import { percentile, startThrowawayCluster } from '@matri/server-kit';
import { callApiCommand } from './api-command';
import { startBenchApi } from './bench-api';
import { generateImportRows } from './generate-import-csv';
import { querySql } from './query-sql';
import { runBench } from './run-bench';
import { sendImportFile } from './send-import-file';

const ROWS = Number(process.env.ROWS ?? 100_000);
const BAD = Number(process.env.BAD ?? 0.05);
const PORT = 3312;
/** Chunks on their way at once, as /uploaddata sends them unless told. */
const IN_FLIGHT = Number(process.env.IN_FLIGHT ?? IMPORT_CHUNKS_IN_FLIGHT);
const PASSWORD = 'bench-mark-passphrase-1';

const perSecond = (rows: number, ms: number) => Math.round((rows / ms) * 1000);

/** A raw COPY of the valid rows into a fresh database (the API writes the script), timed around one psql run. */
async function copyRows(url: string, rows: Record<string, string>[]): Promise<{ ms: number; rows: number }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-copy-'));
  const rowsFile = path.join(dir, 'rows.json');
  writeFileSync(rowsFile, JSON.stringify(rows));
  const copy = await callApiCommand(apiCommands.importCopyScript, { rowsFile, dir }, url);
  const t0 = performance.now();
  const run = spawnSync('psql', ['-X', '-q', '-d', url, '-f', copy.scriptFile], { encoding: 'utf8' });
  const ms = performance.now() - t0;
  if (run.status !== 0) throw new Error(`COPY failed: ${run.stderr}`);
  return { ms, rows: copy.rows };
}

async function main() {
  console.log(
    `Member import: ${ROWS.toLocaleString('en-IN')} rows, ${Math.round(BAD * 100)} % bad, chunks of ${IMPORT_CHUNK_ROWS}, ${IN_FLIGHT} on their way at once; 2 cores shared by client, API and PostgreSQL.`,
  );
  const cluster = await startThrowawayCluster({ shared_buffers: '1GB' });
  let api: Awaited<ReturnType<typeof startBenchApi>> | null = null;
  try {
    await callApiCommand(apiCommands.benchMembers, { count: 0, password: PASSWORD, admin: true }, cluster.url);
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
    const [{ n }] = await querySql<{ n: number }>(
      cluster.url,
      `select count(*)::int as n from users where role = 'member'`,
    );
    console.log(`  members in the database: ${n}`);
    report('same file again (unchanged)', await sendImportFile(base, jwt, rows, IN_FLIGHT));
    const apiRate = perSecond(rows.length, firstRun.ms);

    await querySql(cluster.url, 'create database copy_target');
    const copy = await copyRows(cluster.url.replace(/\/postgres$/, '/copy_target'), rows);
    const copyRate = perSecond(copy.rows, copy.ms);
    console.log(
      `\nraw COPY of the ${copy.rows.toLocaleString('en-IN')} valid rows (users, profiles, partner preferences; same indexes and triggers): ${(copy.ms / 1000).toFixed(1)} s, ${copyRate.toLocaleString('en-IN')} rows/s`,
    );
    console.log(
      `\nimport through the API / raw COPY: ${(apiRate / copyRate).toFixed(2)} (goal ≥ 0.25); API rate goal ≥ 50,000 rows/s`,
    );
  } finally {
    await api?.stop();
    await cluster.stop();
  }
}

runBench(main);
