/**
 * Issue 36's speed goal beside screening itself: the API's other requests keep their p99 while 10 photos are screened
 * at once. The built API as production runs it (one process per core, its face-checker pool and nudity worker, the job
 * queue on PostgreSQL) with PROFILES generated members; a steady open-model stream of member requests (the dashboard's
 * five, search, matches, a profile) at RATE a second runs throughout, and its answers are split by when they were due:
 * in a quiet window (nothing screened) or in a screening window (10 members upload a phone-sized primary photo at once,
 * until the job has screened all 10). ROUNDS of each, interleaved, after a warm-up round that loads the models (not
 * counted). Prints p50/p95/p99 of both and the ratio, the screening window's also in two (while the uploads are stored,
 * then screening alone), and how long the photos took from upload to screened. The load
 * generator shares the 2 cores with the API and PostgreSQL; it sends the uploads from a thread of its own (UploadSender)
 * and prints how late its stream sent the requests, so that its own delays are not counted as the API's. Not a test.
 *
 * With BEFORE=<commit>, that commit's API (built aside by build-api-at.ts) and this tree's are measured in turns in
 * the same run, on the same database and the same machine's load (TURNS of each, BEFORE's first; with ALTERNATE=1,
 * this tree's first in every other turn, so that a load rising or falling through the run is not charged to one side),
 * and printed one after the other. With SETTINGS=<the API's settings, comma-separated> (PHOTO_WORK_PRIORITY=idle,PHOTO_WORK_CORES=2),
 * this tree's API is measured once with each setting in every turn instead of once with its defaults (PRIORITIES=idle,
 * 19,10 before 2026-11-28 is SETTINGS=PHOTO_WORK_PRIORITY=idle,PHOTO_WORK_PRIORITY=19,PHOTO_WORK_PRIORITY=10).
 *
 * With PROBE=1, each API is also taken apart in the seconds its uploads arrive and in the screening after them against
 * its quiet windows (arrival-probe.ts: CPU and time waiting for a core by thread of the API, the photo-work children,
 * PostgreSQL and the bench; the API processes' event loop lateness; what crossed their IPC channels to the photo-work
 * children; their main threads' self time by function from CPU profiles), and the slowest requests
 * of each arrival are printed with when they were due against the uploads' answers; with PAUSE_WORK=1 as well, the
 * photo-work children are stopped while every other round's uploads arrive, so that those rounds differ from the
 * others only in screening not starting then; with HASTEN_SCREENING=1, the photo-work children are at nice 0 except while
 * the uploads arrive (arrival-probe.ts says why: for a loaded machine, whose other work starves them at nice 19).
 *
 * Run: npx tsx --tsconfig tools/bench/tsconfig.json tools/bench/photo-screening-load.ts   (~3 minutes an API;
 * PROFILES, RATE, ROUNDS, QUIET_SECONDS, BEFORE, TURNS, ALTERNATE, SETTINGS, PROBE, PAUSE_WORK, HASTEN_SCREENING; BENCH_PORT for the API, a free port otherwise)
 */
import { readFileSync } from 'node:fs';
import { Agent } from 'node:http';
import { availableParallelism } from 'node:os';
import {
  apiCommands,
  discoveryEndpoints,
  endpointUrl,
  photoEndpoints,
  profileEndpoints,
  userEndpoints,
} from '@matri/contracts';
import {
  freeLoopbackPort,
  percentile,
  sendRequest,
  startThrowawayCluster,
  summarise,
  type LoadEvent,
  type LoadRequest,
  type LoadSummary,
} from '@matri/server-kit';
import { callApiCommand } from './api-command';
import { startBenchApi } from './bench-api';
import { Client } from 'pg';
import {
  activeMembers,
  BENCH_PASSWORD,
  logIn,
  benchPhoto,
  photoUploaders,
  screenAtOnce,
  uploadForm,
  UploadSender,
  type Member,
} from './bench-photo-uploads';
import { buildApiAt } from './build-api-at';
import { PRODUCTION_LIKE_SETTINGS } from './production-like-settings';
import { ArrivalProbe } from './arrival-probe';
import { querySql } from './query-sql';
import { runBench } from './run-bench';

const PROFILES = Number(process.env.PROFILES ?? 20_000);
const RATE = Number(process.env.RATE ?? 30);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const QUIET_SECONDS = Number(process.env.QUIET_SECONDS ?? 10);
/** An earlier commit to measure in the same run, in turns with this tree (each API started afresh). */
const BEFORE = process.env.BEFORE ?? null;
const TURNS = Number(process.env.TURNS ?? 1);
const ALTERNATE = process.env.ALTERNATE === '1';
/** Settings (NAME=value) to measure this tree's API with, one at a time; its defaults if unset. */
const SETTINGS = process.env.SETTINGS?.split(',').map((setting) => {
  const [name, value] = setting.split('=');
  if (!name || value === undefined) throw new Error(`SETTINGS: ${setting} is not NAME=value`);
  return { [name]: value };
}) ?? [null];
const PROBE = process.env.PROBE === '1';
const PAUSE_WORK = process.env.PAUSE_WORK === '1';
const HASTEN_SCREENING = process.env.HASTEN_SCREENING === '1';
if ((PAUSE_WORK || HASTEN_SCREENING) && !PROBE) throw new Error('PAUSE_WORK=1 and HASTEN_SCREENING=1 need PROBE=1');
const BENCH_PORT = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : null;
const AT_ONCE = 10;
const WARM_UP_PHOTOS = 4;
const CLIENTS = 50;
const WORKERS = availableParallelism();

/** What a member's pages ask for: the dashboard's five, search, matches and a profile (percent). */
const MIX: [op: string, percent: number][] = [
  ['me', 20],
  ['own profile', 10],
  ['own photos', 10],
  ['partner preferences', 5],
  ['viewers', 5],
  ['search', 20],
  ['matches', 15],
  ['profile', 15],
];

const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)];

function memberRequest(clients: Member[], profileCodes: string[]): LoadRequest {
  const client = pick(clients);
  let roll = Math.random() * 100;
  const op = MIX.find(([, percent]) => (roll -= percent) < 0)?.[0] ?? 'me';
  const headers = { authorization: `Bearer ${client.jwt}`, 'x-forwarded-for': client.address };
  const paths: Record<string, string> = {
    me: userEndpoints.me.path,
    'own profile': profileEndpoints.own.path,
    'own photos': photoEndpoints.list.path,
    'partner preferences': profileEndpoints.partnerPreferences.path,
    viewers: userEndpoints.viewers.path,
    search: endpointUrl(discoveryEndpoints.search, {}, { ageFrom: pick([21, 24, 27]), ageTo: pick([30, 34, 40]) }),
    matches: endpointUrl(discoveryEndpoints.matches, {}, { tab: pick(['all', 'new', 'near']) }),
    profile: endpointUrl(discoveryEndpoints.profile, { profileId: pick(profileCodes) }),
  };
  return { op, method: 'GET', path: paths[op], headers };
}

/** A request's answer, and how late the stream itself sent it (a figure of the load generator, not of the API). */
type StreamEvent = LoadEvent & { lateMs: number };

/**
 * An open-model stream (requests at a fixed rate whatever the answers do, each timed from when it was due) until
 * `isDone`; `started` is the clock its due times count from.
 */
async function streamRequests(
  base: string,
  started: number,
  next: () => LoadRequest,
  isDone: () => boolean,
): Promise<StreamEvent[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
  const events: StreamEvent[] = [];
  const pending: Promise<void>[] = [];
  let issued = 0;
  while (!isDone()) {
    const due = Math.floor(((performance.now() - started) / 1000) * RATE) + 1;
    for (; issued < due; issued += 1) {
      const dueMs = (issued / RATE) * 1000;
      const lateMs = performance.now() - started - dueMs;
      const load = next();
      pending.push(
        sendRequest(agent, base, load, { timeoutMs: 10_000, keepBody: false }).then(({ status }) => {
          events.push({ op: load.op, dueMs, status, ms: performance.now() - started - dueMs, lateMs });
        }),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  await Promise.all(pending);
  agent.destroy();
  return events;
}

const worstLateness = (events: StreamEvent[]) => Math.max(0, ...events.map((event) => event.lateMs));

const f = (n: number) => `${n.toFixed(0).padStart(5)} ms`;
const line = (name: string, s: LoadSummary) =>
  `  ${name.padEnd(24)} ${String(s.requests).padStart(6)} ${s.perSecond.toFixed(0).padStart(5)}/s ${f(s.p50)} ${f(s.p95)} ${f(s.p99)}   ${
    Object.entries(s.failures)
      .map(([status, n]) => `${n}×${status}`)
      .join(' ') || 'none'
  }`;

interface PhaseFigures {
  label: string;
  load: string;
  calm: LoadSummary;
  busy: LoadSummary;
  storing: LoadSummary;
  /** The stream's worst lateness in sending a request: in the quiet windows, while the uploads were stored. */
  sentLateMs: { quiet: number; storing: number };
  screeningAlone: LoadSummary;
  uploadMs: number[];
  screenedMs: number[];
  windowSeconds: number;
}

/**
 * One API (this tree's, or an earlier commit's `mainFile`) from start to stop: the warm-up, then ROUNDS of a quiet
 * window and a screening window under the member stream, with `uploads` (WARM_UP_PHOTOS + ROUNDS × AT_ONCE of them).
 */
async function runPhase(
  label: string,
  databaseUrl: string,
  mainFile: string | undefined,
  env: Record<string, string>,
  rows: { id: number }[],
  photos: Uint8Array<ArrayBuffer>[],
  profileCodes: string[],
  probe: ArrivalProbe | null,
): Promise<PhaseFigures> {
  const api = await startBenchApi({
    port: BENCH_PORT ?? (await freeLoopbackPort()),
    databaseUrl,
    workers: WORKERS,
    env: { TRUST_PROXY: 'loopback', ...env, ...probe?.nextPhaseEnv() },
    mainFile,
  });
  const arrivals: { from: number; uploadMs: number[]; isWorkStopped: boolean }[] = [];
  let arrivalEvents: StreamEvent[] = [];
  // The bench's clock (performance.now() from `started`) in the monotonic one of the probe's windows and the API's.
  let monotonicOffsetMs = 0;
  try {
    const { base } = api;
    const members = await Promise.all(
      rows.map((row, i) => logIn(base, row.id, `10.${Math.floor(i / 250)}.${i % 250}.${1 + (i % 7)}`)),
    );
    const clients = members.slice(0, CLIENTS);
    const sender = UploadSender.start(
      base,
      members.slice(CLIENTS).map((member, i) => ({ member, photo: photos[i] })),
    );
    const db = new Client({ connectionString: databaseUrl });
    await db.connect();

    const started = performance.now();
    monotonicOffsetMs = Number(process.hrtime.bigint()) / 1e6 - performance.now() + started;
    const now = () => performance.now() - started;
    const quiet: [number, number][] = [];
    const screening: [number, number][] = [];
    // The screening window in two: while the uploads are stored (their decoding is the upload's own work), then
    // screening alone.
    const storing: [number, number][] = [];
    const screeningAlone: [number, number][] = [];
    const uploadMs: number[] = [];
    const screenedMs: number[] = [];
    let isDone = false;
    const stream = streamRequests(
      base,
      started,
      () => memberRequest(clients, profileCodes),
      () => isDone,
    );
    try {
      const warm = await screenAtOnce(sender, db, 0, WARM_UP_PHOTOS);
      console.log(
        `${label}: warm-up (models load): ${WARM_UP_PHOTOS} photos screened in ${f(Math.max(...warm.screenedMs))}.`,
      );
      for (let round = 0; round < ROUNDS; round += 1) {
        const quietFrom = now();
        await probe?.begin('quiet');
        await new Promise((resolve) => setTimeout(resolve, QUIET_SECONDS * 1000));
        await probe?.end();
        quiet.push([quietFrom, now()]);
        const isWorkStopped = PAUSE_WORK && round % 2 === 1;
        const resume = isWorkStopped ? probe?.stopPhotoWork() : undefined;
        await probe?.begin(isWorkStopped ? 'arrival, work stopped' : 'arrival');
        const from = now();
        const start = WARM_UP_PHOTOS + round * AT_ONCE;
        const run = await screenAtOnce(sender, db, start, start + AT_ONCE, {
          onAnswered: async () => {
            await probe?.end();
            resume?.();
            await probe?.begin('screening alone');
          },
        });
        await probe?.end();
        arrivals.push({ from, uploadMs: run.uploadMs, isWorkStopped });
        screening.push([from, now()]);
        storing.push([from, from + Math.max(...run.uploadMs)]);
        screeningAlone.push([from + Math.max(...run.uploadMs), now()]);
        uploadMs.push(...run.uploadMs);
        screenedMs.push(...run.screenedMs);
      }
    } finally {
      isDone = true;
      await sender.stop();
      await db.end();
    }
    const events = await stream;
    const within = (windows: [number, number][]) =>
      events.filter((event) => windows.some(([from, to]) => event.dueMs >= from && event.dueMs < to));
    const seconds = (windows: [number, number][]) => windows.reduce((sum, [from, to]) => sum + (to - from) / 1000, 0);
    const busy = summarise(within(screening), seconds(screening));
    const slowest = MIX.map(
      ([op]) =>
        [
          op,
          summarise(
            within(screening).filter((e) => e.op === op),
            1,
          ).p99,
        ] as const,
    )
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3);
    console.log(
      `${label}: slowest while screening (p99): ${slowest.map(([op, ms]) => `${op} ${ms.toFixed(0)} ms`).join(', ')}`,
    );
    arrivalEvents = events;
    return {
      label,
      load: readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '),
      calm: summarise(within(quiet), seconds(quiet)),
      busy,
      storing: summarise(within(storing), seconds(storing)),
      sentLateMs: { quiet: worstLateness(within(quiet)), storing: worstLateness(within(storing)) },
      screeningAlone: summarise(within(screeningAlone), seconds(screeningAlone)),
      uploadMs,
      screenedMs,
      windowSeconds: seconds(screening) / ROUNDS,
    };
  } finally {
    await api.stop();
    if (probe) {
      // After the stop: the API's processes write the last of their figures as they exit.
      probe.report(label, AT_ONCE);
      printArrivals(label, arrivals, arrivalEvents, (from, to) =>
        probe
          .majorCollectionsBetween(from + monotonicOffsetMs, to + monotonicOffsetMs)
          .map(({ at, ms }) => ({ at: at - monotonicOffsetMs, ms })),
      );
    }
  }
}

/**
 * Each arrival's requests (due from the uploads' sending until the last was answered), their p99, and the slowest five
 * with when each was due and answered against the uploads' answers (ms from the sending), and the API processes' major
 * garbage collections (mark-compact pauses) between the two.
 */
function printArrivals(
  label: string,
  arrivals: { from: number; uploadMs: number[]; isWorkStopped: boolean }[],
  events: StreamEvent[],
  majorCollections: (from: number, to: number) => { at: number; ms: number }[],
) {
  console.log(`${label}: the arrivals (ms from the uploads' sending)`);
  for (const [round, { from, uploadMs, isWorkStopped }] of arrivals.entries()) {
    const to = from + Math.max(...uploadMs);
    const due = events.filter((event) => event.dueMs >= from && event.dueMs < to);
    const slowest = [...due].sort((a, b) => b.ms - a.ms).slice(0, 5);
    const answered = [...uploadMs].sort((a, b) => a - b).map((ms) => ms.toFixed(0));
    console.log(
      `  round ${round + 1}${isWorkStopped ? ' (photo work stopped)' : ''}: ${due.length} requests, p99 ${percentile(
        due.map((event) => event.ms),
        99,
      ).toFixed(0)} ms; uploads answered at ${answered.join(', ')}`,
    );
    const collections = majorCollections(from, to + 2000);
    console.log(
      `    major garbage collections: ${collections.map(({ at, ms }) => `at ${(at - from).toFixed(0)} (${ms.toFixed(0)} ms)`).join(', ') || 'none'}`,
    );
    for (const event of slowest) {
      const during = majorCollections(event.dueMs, event.dueMs + event.ms);
      console.log(
        `    ${event.op.padEnd(20)} due at ${(event.dueMs - from).toFixed(0).padStart(5)}, took ${event.ms.toFixed(0).padStart(4)} ms (answered at ${(event.dueMs - from + event.ms).toFixed(0)}; ${during.length} major collections meanwhile, ${during.reduce((sum, c) => sum + c.ms, 0).toFixed(0)} ms)`,
      );
    }
  }
}

function printPhase(figures: PhaseFigures) {
  const { calm, busy } = figures;
  console.log(`\n${figures.label} (load average at its end ${figures.load})`);
  console.log(`  ${''.padEnd(24)}   done  rate       p50      p95      p99   failures`);
  console.log(line('nothing screened', calm));
  console.log(line(`${AT_ONCE} photos screened`, busy));
  console.log(line('  of which uploads stored', figures.storing));
  console.log(line('  then screening alone', figures.screeningAlone));
  console.log(
    `  ratio (screened / not):  p50 ${(busy.p50 / calm.p50).toFixed(2)}×, p95 ${(busy.p95 / calm.p95).toFixed(2)}×, p99 ${(busy.p99 / calm.p99).toFixed(2)}× (uploads stored p99 ${(figures.storing.p99 / calm.p99).toFixed(2)}×, screening alone ${(figures.screeningAlone.p99 / calm.p99).toFixed(2)}×)`,
  );
  console.log(
    `  (the load generator sent its requests at most ${f(figures.sentLateMs.quiet)} late in the quiet windows, ${f(figures.sentLateMs.storing)} while the uploads were stored)`,
  );
  const { uploadMs, screenedMs } = figures;
  console.log(
    `  photos: upload answered p50 ${f(percentile(uploadMs, 50))}, p95 ${f(percentile(uploadMs, 95))}; screened (from the upload) p50 ${f(percentile(screenedMs, 50))}, p95 ${f(percentile(screenedMs, 95))}, last of each ${AT_ONCE} ${f(Math.max(...screenedMs))} at most; screening windows ${figures.windowSeconds.toFixed(1)} s on average.`,
  );
}

async function main() {
  // Built once for every turn, and its folder removed however the run ends.
  const before = BEFORE ? buildApiAt(BEFORE) : null;
  process.on('exit', () => before?.remove());
  const phases: [label: string, mainFile: string | undefined, env: Record<string, string>][] = [];
  const turns = before || SETTINGS.length > 1 ? TURNS : 1;
  for (let turn = 0; turn < turns; turn += 1) {
    const ofTurn = turns > 1 ? `, turn ${turn + 1}` : '';
    const ofTree: typeof phases = [];
    // Every other turn in the reverse order, so that no setting always runs on the freshest database.
    for (const setting of turn % 2 === 0 ? SETTINGS : [...SETTINGS].reverse()) {
      if (setting === null) ofTree.push([`this tree${ofTurn}`, undefined, {}]);
      else ofTree.push([`this tree, ${Object.entries(setting)[0].join('=')}${ofTurn}`, undefined, setting]);
    }
    const ofBefore: typeof phases = before ? [[`before (${BEFORE})${ofTurn}`, before.mainFile, {}]] : [];
    phases.push(...(ALTERNATE && turn % 2 === 1 ? [...ofTree, ...ofBefore] : [...ofBefore, ...ofTree]));
  }
  console.log(
    `Member requests at ${RATE}/s while ${AT_ONCE} photos are screened at once: ${PROFILES.toLocaleString('en-IN')} profiles, ${WORKERS} API processes, ${ROUNDS} rounds${BEFORE ? `, ${TURNS} turns of the API before (${BEFORE}) and of this tree, each from its start` : ''}${SETTINGS[0] === null ? '' : `, this tree's with ${process.env.SETTINGS}${TURNS > 1 ? ` in ${TURNS} turns` : ''}`}; ${availableParallelism()} cores shared by the load generator, the API and PostgreSQL (load average at the start ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}).`,
  );
  let probe: ArrivalProbe | null = null;
  const cluster = await startThrowawayCluster({
    ...PRODUCTION_LIKE_SETTINGS,
    ...(PROBE ? ArrivalProbe.databaseSettings : {}),
  });
  try {
    await callApiCommand(apiCommands.benchMembers, { count: PROFILES, password: BENCH_PASSWORD }, cluster.url);
    const perPhase = WARM_UP_PHOTOS + ROUNDS * AT_ONCE;
    const clients = await activeMembers(cluster.url, CLIENTS);
    const uploaders = await photoUploaders(cluster.url, perPhase * phases.length, CLIENTS);
    const profileCodes = (
      await querySql<{ code: string }>(
        cluster.url,
        `select p.profile_code as code from profiles p join users u on u.id = p.user_id
          where u.status = 'active' and p.profile_code is not null order by random() limit 2000`,
      )
    ).map((row) => row.code);
    const photos = await Promise.all(
      Array.from({ length: perPhase * phases.length }, async (_p, seed) => uploadForm(await benchPhoto(seed))),
    );
    probe = PROBE ? await ArrivalProbe.start(cluster.url, HASTEN_SCREENING) : null;
    const results: PhaseFigures[] = [];
    for (const [index, [label, mainFile, env]] of phases.entries()) {
      const ofPhase = uploaders.slice(index * perPhase, (index + 1) * perPhase);
      results.push(
        await runPhase(
          label,
          cluster.url,
          mainFile,
          env,
          [...clients, ...ofPhase],
          photos.slice(index * perPhase, (index + 1) * perPhase),
          profileCodes,
          probe,
        ),
      );
    }
    for (const figures of results) printPhase(figures);
  } finally {
    await probe?.remove();
    await cluster.stop();
  }
}

runBench(main);
