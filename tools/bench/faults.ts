/**
 * Faults under load, at full scale: PROFILES generated members (100,000 by default) on the embedded PostgreSQL, the
 * built API with one process per core, and a steady open-model load (RATE requests/s of GET /api/user, search, matches
 * and profile details from 200 clients) while (a) one API process is killed with kill -9, (b) PostgreSQL is stopped for
 * 3 s and started again, (c) the whole API is killed mid-way through a 100,000-row CSV import and the file is uploaded
 * again, (d) a job queue worker is killed mid-run (2,000 invitations), (e) one address floods the API with slow
 * connections (slow headers, slow bodies, idle ones; FLOOD_CONNECTIONS, 20,000 by default, for FLOOD_SECONDS) while an
 * honest client on another address keeps asking. Prints each scenario's requests, failures by status, recovery time
 * and rows. Not a test: apps/api/src/server/faults.built.test.ts and the job queue's test assert a, b and d at CI's scale,
 * apps/api/src/server/slow-clients.test.ts the deadlines and caps e relies on.
 *
 * Run: npx tsx --tsconfig tools/bench/tsconfig.json tools/bench/faults.ts   (PROFILES=N, RATE=N, IMPORT_ROWS=N;
 * CASES=e for the flood alone, which needs no profiles)
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { apiCommands, IMPORT_CHUNKS_IN_FLIGHT } from '@matri/contracts';
import {
  runOpenModel,
  sendRequest,
  spawnApiCommand,
  startApiCluster,
  startEmbeddedPostgres,
  summarise,
  type ApiCluster,
  type LoadEvent,
  type LoadRequest,
} from '@matri/server-kit';
import { callApiCommand } from './api-command';
import { startConnectionFlood } from './connection-flood';
import { SEARCHES_MEMBERS_MAKE } from './bench-searches';
import { generateImportRows } from './generate-import-csv';
import { querySql } from './query-sql';
import { runBench } from './run-bench';
import { sendImportFile } from './send-import-file';

const PROFILES = Number(process.env.PROFILES ?? 100_000);
const RATE = Number(process.env.RATE ?? 100);
const IMPORT_ROWS = Number(process.env.IMPORT_ROWS ?? 100_000);
const INVITATIONS = 2000;
const CLIENTS = 200;
const WORKERS = availableParallelism();
const PASSWORD = 'bench-mark-passphrase-1';
const FLOOD_CONNECTIONS = Number(process.env.FLOOD_CONNECTIONS ?? 20_000);
const FLOOD_SECONDS = Number(process.env.FLOOD_SECONDS ?? 60);
const CASES = new Set((process.env.CASES ?? 'abcde').split(''));
const root = path.resolve(__dirname, '../..');
const after = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function report(name: string, events: LoadEvent[], seconds: number, extra: string[] = []) {
  const summary = summarise(events, seconds);
  const failures =
    Object.entries(summary.failures)
      .map(([status, n]) => `${n}×${status}`)
      .join(', ') || 'none';
  console.log(
    `\n(${name})\n  ${summary.requests} requests, failures: ${failures}; p50 ${summary.p50.toFixed(0)} ms, p99 ${summary.p99.toFixed(0)} ms, slowest ${Math.max(...events.map((e) => e.ms)).toFixed(0)} ms`,
  );
  for (const line of extra) console.log(`  ${line}`);
}

/** Rows in a table now (users, pending_invitations). */
async function rowsIn(url: string, table: string): Promise<number> {
  const [{ n }] = await querySql<{ n: number }>(url, `select count(*)::int as n from ${table}`);
  return n;
}

/** From `fromMs`, how long until every later request succeeded. */
function recoveryMs(events: LoadEvent[], fromMs: number): number {
  const lastFailure = Math.max(fromMs, ...events.filter((event) => event.status !== 200).map((event) => event.dueMs));
  return lastFailure - fromMs;
}

/** Open files of a process now (its sockets among them). */
function openFiles(pid: number): number {
  try {
    return readdirSync(`/proc/${pid}/fd`).length;
  } catch {
    return NaN;
  }
}

/** The flood's address and the honest client's: each a client of its own, or both a balancer's visitors. */
const FLOOD_FROM = '127.0.0.3';
const HONEST_FROM = '127.0.0.2';

/**
 * (e) One address holds as many slow connections as it can (reopening each the server closes, 5 s later) while an
 * honest client on another address asks for the plans and the health 50 times a second: its answers during the flood,
 * what the flood held, and how soon after the flood everyone, the flooding address included, is served in full.
 * `via`: 'direct', each its own client; 'balancer', both through one trusted proxy (TRUST_PROXY), told apart by
 * X-Forwarded-For only, so the per-address cap counts the visitor's requests and the proxy's sockets are not capped.
 */
async function floodCase(databaseUrl: string, work: string, via: 'direct' | 'balancer') {
  // The flood's sockets are this process's files too.
  const ownLimit = Number(/^Max open files\s+(\d+)/m.exec(readFileSync('/proc/self/limits', 'utf8'))?.[1] ?? 1024);
  const connections = Math.min(FLOOD_CONNECTIONS, ownLimit - 500);
  if (connections < FLOOD_CONNECTIONS)
    console.log(
      `\n(the flood holds ${connections} connections: this process may open ${ownLimit} files; raise ulimit -n)`,
    );
  const api = await startApiCluster({
    databaseUrl,
    workers: WORKERS,
    entry: 'built',
    dataDir: path.join(work, `flood-data-${via}`),
    env: via === 'balancer' ? { TRUST_PROXY: FLOOD_FROM } : {},
  });
  const port = Number(new URL(api.base).port);
  try {
    const HONEST_RATE = 50;
    const lead = 3;
    const tail = 15;
    const honestHeaders: Record<string, string> = via === 'balancer' ? { 'x-forwarded-for': '198.51.100.7' } : {};
    const honest = runOpenModel({
      base: api.base,
      localAddress: via === 'balancer' ? FLOOD_FROM : HONEST_FROM,
      connections: 20,
      ratePerSecond: HONEST_RATE,
      seconds: lead + FLOOD_SECONDS + tail,
      next: () =>
        Math.random() < 0.5
          ? { op: 'plans', method: 'GET', path: '/api/plans', headers: honestHeaders }
          : { op: 'health', method: 'GET', path: '/api/health', headers: honestHeaders },
      timeoutMs: 10_000,
    });
    await after(lead * 1000);
    const flood = startConnectionFlood({
      port,
      from: FLOOD_FROM,
      headers: via === 'balancer' ? 'x-forwarded-for: 203.0.113.9\r\n' : '',
      connections,
      reconnectMs: 5000,
      dripMs: 15_000,
    });
    const files = { primary: 0, worker: 0 };
    const startedAt = performance.now();
    while (performance.now() - startedAt < FLOOD_SECONDS * 1000) {
      await after(1000);
      files.primary = Math.max(files.primary, openFiles(api.pid));
      for (const pid of await api.workerPids()) files.worker = Math.max(files.worker, openFiles(pid));
    }
    const figures = flood.stop();
    const endedMs = (lead + FLOOD_SECONDS) * 1000;
    // The flooding address itself is served again once its connections are gone.
    const endedAt = performance.now();
    let flooderBackMs = NaN;
    while (performance.now() - endedAt < tail * 1000) {
      const status = await sendRequest(
        new Agent({ localAddress: FLOOD_FROM }),
        api.base,
        { method: 'GET', path: '/api/ready', headers: via === 'balancer' ? { 'x-forwarded-for': '203.0.113.9' } : {} },
        { timeoutMs: 2000, keepBody: false },
      ).then((answer) => answer.status);
      if (status === 200) {
        flooderBackMs = performance.now() - endedAt;
        break;
      }
      await after(100);
    }
    const run = await honest;
    const during = run.events.filter((event) => event.dueMs >= lead * 1000 && event.dueMs < endedMs);
    const duringSummary = summarise(during, FLOOD_SECONDS);
    const badAfter = run.events.filter((event) => event.dueMs >= endedMs && (event.status !== 200 || event.ms > 1000));
    const fullServiceMs = Math.max(0, ...badAfter.map((event) => event.dueMs + event.ms - endedMs));
    const steady = figures.openBySecond.slice(Math.floor(figures.openBySecond.length / 2));
    report(
      `e: ${connections.toLocaleString('en-IN')} slow connections from one ${via === 'direct' ? 'address' : 'visitor through a balancer (TRUST_PROXY)'} for ${FLOOD_SECONDS} s`,
      during,
      FLOOD_SECONDS,
      [
        `honest client (another ${via === 'direct' ? 'address' : 'visitor'}, ${HONEST_RATE} requests/s) during the flood: p50 ${duringSummary.p50.toFixed(0)} ms, p95 ${duringSummary.p95.toFixed(0)} ms, p99 ${duringSummary.p99.toFixed(0)} ms, errors ${during.filter((event) => event.status !== 200).length}`,
        `the flood opened ${figures.opened.toLocaleString('en-IN')} connections; held at most ${figures.peakOpen} at once, ${Math.min(...steady)}-${Math.max(...steady)} in its second half; the longest stayed ${(figures.longestHeldMs / 1000).toFixed(1)} s`,
        `closed by the server: ${
          Object.entries(figures.closedBy)
            .map(([status, n]) => `${n.toLocaleString('en-IN')}×${status}`)
            .join(', ') || 'none'
        }`,
        `open files at most: primary ${files.primary}, an API process ${files.worker}; primary after the flood ${openFiles(api.pid)}`,
        `after the flood: the honest client had full service (every answer 200 within 1 s) ${(fullServiceMs / 1000).toFixed(1)} s after it ended (${badAfter.length} slow or failed); the flooding ${via === 'direct' ? 'address' : 'visitor'} was served again after ${(flooderBackMs / 1000).toFixed(1)} s`,
      ],
    );
  } finally {
    await api.stop();
  }
}

async function main() {
  console.log(
    `Faults: ${PROFILES.toLocaleString('en-IN')} profiles, ${WORKERS} API processes, load ${RATE} requests/s from ${CLIENTS} clients.`,
  );
  const build = spawnSync('npx', ['nx', 'run', 'api:build', '--outputStyle=static'], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`The API did not build:\n${build.stdout}${build.stderr}`);
  const work = mkdtempSync(path.join(tmpdir(), 'bench-faults-'));
  let server = await startEmbeddedPostgres({
    dataDir: path.join(work, 'pg'),
    isPersistent: true,
    settings: { shared_buffers: '512MB' },
  });
  const port = Number(new URL(server.url).port);
  let api: ApiCluster | null = null;
  try {
    if (CASES.has('e')) {
      await floodCase(server.url, work, 'direct');
      await floodCase(server.url, work, 'balancer');
    }
    if (![...'abcd'].some((name) => CASES.has(name))) return;
    const loaded = await callApiCommand(
      apiCommands.benchMembers,
      { count: PROFILES, password: PASSWORD, admin: true },
      server.url,
    );
    console.log(`Loaded in ${loaded.seconds.toFixed(0)} s.`);
    const members = await querySql<{ id: number }>(
      server.url,
      `select id from users where status = 'active' and role = 'member' order by id limit $1`,
      [CLIENTS],
    );
    const start = () =>
      startApiCluster({
        databaseUrl: server.url,
        workers: WORKERS,
        entry: 'built',
        dataDir: path.join(work, 'data'),
        env: { TRUST_PROXY: 'loopback' },
      });
    api = await start();
    const logIn = async (identifier: string, address: string) => {
      const response = await fetch(`${api?.base}/api/auth/local`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ identifier, password: PASSWORD }),
      });
      return ((await response.json()) as { jwt: string }).jwt;
    };
    const jwts = await Promise.all(
      members.map((m, i) => logIn(`bench.${m.id}@example.in`, `10.1.${Math.floor(i / 250)}.${i % 250}`)),
    );
    const next = (): LoadRequest => {
      const headers = { authorization: `Bearer ${jwts[Math.floor(Math.random() * jwts.length)]}` };
      const roll = Math.random();
      if (roll < 0.4) return { op: 'user', method: 'GET', path: '/api/user', headers };
      if (roll < 0.7)
        return {
          op: 'search',
          method: 'GET',
          path: `/api/search?${SEARCHES_MEMBERS_MAKE[Math.floor(Math.random() * 15)]}`,
          headers,
        };
      if (roll < 0.85) return { op: 'matches', method: 'GET', path: '/api/matches', headers };
      return {
        op: 'profile',
        method: 'GET',
        path: `/api/profiles/SV${100000 + 1 + Math.floor(Math.random() * PROFILES)}`,
        headers,
      };
    };
    const steady = (seconds: number) =>
      runOpenModel({
        base: api?.base as string,
        connections: CLIENTS,
        ratePerSecond: RATE,
        seconds,
        next,
        timeoutMs: 10_000,
      });
    // Profiles hidden by their members answer 404 by design: only 5xx, cut connections and timeouts are failures here.
    const asFailures = (events: LoadEvent[]) =>
      events.map((event) => (event.status === 404 ? { ...event, status: 200 } : event));

    {
      const current = api;
      const load = steady(12);
      await after(3000);
      const [victim] = await current.workerPids();
      const killedAt = performance.now();
      process.kill(victim, 'SIGKILL');
      let backMs = NaN;
      for (let i = 0; i < 200; i += 1) {
        const pids = await current.workerPids();
        if (pids.length === WORKERS && !pids.includes(victim)) {
          backMs = performance.now() - killedAt;
          break;
        }
        await after(50);
      }
      const run = await load;
      report('a: kill -9 of one API process', asFailures(run.events), run.seconds, [
        `a new process served again ${(backMs / 1000).toFixed(1)} s after the kill (restart delay included)`,
      ]);
    }

    {
      const load = steady(20);
      await after(3000);
      const loadStartedAt = performance.now() - 3000;
      await server.stop();
      await after(3000);
      server = await startEmbeddedPostgres({
        dataDir: path.join(work, 'pg'),
        isPersistent: true,
        port,
        settings: { shared_buffers: '512MB' },
      });
      const backAtMs = performance.now() - loadStartedAt;
      const run = await load;
      const events = asFailures(run.events);
      report('b: PostgreSQL stopped for 3 s, then started again', events, run.seconds, [
        `full service ${(recoveryMs(events, backAtMs) / 1000).toFixed(1)} s after PostgreSQL was back; requests over 10 s (hung): ${events.filter((e) => e.status === 'timeout').length}`,
      ]);
    }

    {
      const generated = generateImportRows(IMPORT_ROWS, { badShare: 0 });
      const rows = generated.rows.map((cells) => Object.fromEntries(generated.headers.map((h, i) => [h, cells[i]])));
      const before = await rowsIn(server.url, 'users');
      const adminJwt = await logIn('bench.admin@example.in', '10.9.9.9');
      const upload = sendImportFile(api.base, adminJwt, rows, IMPORT_CHUNKS_IN_FLIGHT).then(
        () => 'finished',
        (error: unknown) => `cut (${error instanceof Error ? error.message.slice(0, 60) : error})`,
      );
      while ((await rowsIn(server.url, 'users')) - before < IMPORT_ROWS * 0.4) await after(100);
      await api.kill();
      const firstOutcome = await upload;
      const afterKill = await rowsIn(server.url, 'users');
      api = await start();
      const again = await sendImportFile(
        api.base,
        await logIn('bench.admin@example.in', '10.9.9.10'),
        rows,
        IMPORT_CHUNKS_IN_FLIGHT,
      );
      const [{ total, distinct }] = await querySql<{ total: number; distinct: number }>(
        server.url,
        'select count(*)::int as total, count(distinct email)::int as "distinct" from users',
      );
      console.log(
        `\n(c: the API killed mid-way through a ${IMPORT_ROWS.toLocaleString('en-IN')}-row import, then the file uploaded again)`,
      );
      console.log(
        `  first upload ${firstOutcome} after ${(afterKill - before).toLocaleString('en-IN')} rows were stored`,
      );
      console.log(
        `  second upload: ${again.totals.created} created, ${again.totals.unchanged} unchanged, ${again.totals.updated} updated, ${again.totals.failedRows} failed`,
      );
      console.log(
        `  members from the file in the database: ${(total - before).toLocaleString('en-IN')} (distinct e-mails overall ${distinct === total ? 'equal' : 'NOT equal'} to rows); every row exactly once: ${total - before === IMPORT_ROWS && distinct === total ? 'yes' : 'NO'}`,
      );
    }

    {
      // The API would take the runs itself (it works the same queue), and the import above left invitations of its own.
      await api.stop();
      api = null;
      // The invitations the import left go too, and the last run the stop cut off, which would hold the queue until
      // its time is up (5 minutes).
      await callApiCommand(apiCommands.benchInvitations, { count: INVITATIONS }, server.url);
      const outboxDir = mkdtempSync(path.join(tmpdir(), 'bench-invitations-'));
      const worker = (hangAt: number) =>
        spawnApiCommand(
          apiCommands.invitationsWorker.name,
          [JSON.stringify({ outboxDir, hangAt, jobTimeoutSeconds: 5 })],
          { env: { DATABASE_URL: server.url }, stdout: 'pipe' },
        );
      const killed = worker(Math.floor(INVITATIONS * 0.35));
      await new Promise<void>((resolve) =>
        killed.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('hanging') && resolve()),
      );
      const killedAt = performance.now();
      killed.kill('SIGKILL');
      const outboxOf = async () => (await callApiCommand(apiCommands.outbox, { dir: outboxDir }, server.url)).messages;
      const sentBefore = (await outboxOf()).length;
      const survivor = worker(0);
      while ((await rowsIn(server.url, 'pending_invitations')) > 0) await after(200);
      const doneMs = performance.now() - killedAt;
      survivor.kill('SIGKILL');
      const mails = await outboxOf();
      const recipients = new Set(mails.map((mail) => mail.to));
      console.log(`\n(d: a job worker killed mid-run, ${INVITATIONS.toLocaleString('en-IN')} invitations)`);
      console.log(
        `  ${sentBefore} mailed before the kill; the run was taken again and all were sent ${(doneMs / 1000).toFixed(1)} s after it`,
      );
      console.log(
        `  mails ${mails.length}, recipients ${recipients.size}: each invitation mailed exactly once: ${mails.length === INVITATIONS && recipients.size === INVITATIONS ? 'yes' : 'NO'}`,
      );
    }
  } finally {
    await api?.stop();
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

runBench(main);
