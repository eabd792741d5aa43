/**
 * The server's selfie check (libs/face-check) as the API runs it: 4 challenge frames, 6 profile photos of phone size,
 * CHECKS checks in all with CONCURRENCY (4) in flight at once on a pool of WORKERS (1) worker threads. Prints the p50
 * and p95 of a check's time from its call to its answer (queueing included), the backend, and the main thread's
 * event-loop delay meanwhile (what the API's other requests would feel). Goal: p95 <= 1.5 s on 2 cores.
 *
 *   npx tsx --tsconfig tools/bench/tsconfig.json tools/bench/selfie-check.ts
 *   MODE=descriptors BACKEND=cpu WORKERS=2 CHECKS=8 npx tsx --tsconfig tools/bench/tsconfig.json tools/bench/selfie-check.ts
 *   MODE=screening npx tsx --tsconfig tools/bench/tsconfig.json tools/bench/selfie-check.ts
 *   MODE=cpu BEFORE=main CHECKS=25 npx tsx --tsconfig tools/bench/tsconfig.json tools/bench/selfie-check.ts
 *
 * MODE=priority (the default): the checks as the API runs them now against before, in turns, while requests are
 * answered beside. The API runs one process per core (WEB_CONCURRENCY, availableParallelism()), each with its own
 * pool of one worker, and a member's check goes to the process their connection reached: here PROCESSES pools, each
 * check dealt to the next. Three settings: one pool of one worker (this bench's figures before), a pool a process
 * at nice 0 (the API before) and at NICE (now: FaceCheckConfig's workerNice, 10). Each round has a quiet window and a
 * window of each setting (WINDOW_SECONDS, 20 s): CONCURRENCY (4) checks kept in flight at once, and throughout an
 * open-model stream of RATE (30) requests a second to a small HTTP server on this process's main thread (BENCH_PORT,
 * 4310), each answer about a millisecond of JSON work, standing for the API's other requests. Prints each window's
 * checks (p50, p95, CPU a check), the requests' p50/p99 and the main thread's event-loop delay, then the rounds side
 * by side. The load generator shares the cores with the checks. With BEFORE=<commit>, the settings are two instead:
 * a pool of one worker a process at NICE running that commit's face worker (read out of git by face-worker-at.ts,
 * asked as that commit's checks asked it), and the API now: one pool of FaceCheckConfig's workers (a worker a core)
 * at NICE running this tree's, held by a child process as the API's primary holds it and asked over IPC
 * (shared-face-pool.ts; how checks are dealt to processes no longer matters, so this process asks for all of them),
 * its CPU counted with this process's; so that a change to the worker or to the pools is timed against what came
 * before it on the same load.
 *
 * MODE=cpu BEFORE=<commit>: CPU a check, the figure a change to the worker moves (robust to other load, unlike the
 * p95): that commit's worker and this tree's, a pool of one each, one check at a time in turns, CHECKS of each; prints
 * the median and mean of the process's CPU (every thread's) over each check.
 * MODE=descriptors: each of ROUNDS (2) rounds times the check with the profile photos sent as bytes,
 * read by the models in every check (before), and with the descriptors of their faces kept from the photos' screening
 * (now: the API keeps them in photo_faces), side by side in turns (odd rounds bytes first).
 * MODE=screening: each round times the check alone, then while photos are screened (SCREENING_AT_ONCE (1) phone
 * photos at a time through detectFaces, as the API's screening job asks; nsfwjs, the same either way, is left out) two
 * ways: two pools, as each API process had before one pool served both (the selfie's and screening's, a worker each),
 * and one pool with the screening in its background lane, in turns (odd rounds two pools first).
 * The faces are cut from the pictures @vladmandic/human ships (assets/), enlarged into 1600x1200 JPEGs so decoding
 * costs what a phone photo costs.
 */
import { createServer } from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import {
  createFaceChecker,
  faceCheckConfig,
  type DescribedPhoto,
  type FaceChecker,
  type SelfieCheckInput,
} from '@matri/face-check';
import { percentile, runOpenModel, summarise, type LoadSummary } from '@matri/server-kit';
import { faceCheckerOnWorkerAt, faceWorkerAt } from './face-worker-at';
import { runBench } from './run-bench';
import { selfieCheckInput } from './selfie-input';
import { startSharedFacePool } from './shared-face-pool';

const CHECKS = Number(process.env['CHECKS'] ?? 20);
const CONCURRENCY = Number(process.env['CONCURRENCY'] ?? 4);
const WORKERS = Number(process.env['WORKERS'] ?? 1);
const BACKEND = process.env['BACKEND'] === 'cpu' ? 'cpu' : 'wasm';
const SCREENING_AT_ONCE = Number(process.env['SCREENING_AT_ONCE'] ?? 1);
const ROUNDS = Number(process.env['ROUNDS'] ?? 2);
const MODE = ['screening', 'descriptors', 'cpu'].includes(process.env['MODE'] ?? '') ? process.env['MODE'] : 'priority';
const PROCESSES = Number(process.env['PROCESSES'] ?? availableParallelism());
const WINDOW_SECONDS = Number(process.env['WINDOW_SECONDS'] ?? 20);
const RATE = Number(process.env['RATE'] ?? 30);
const PORT = Number(process.env['BENCH_PORT'] ?? 4310);
/** The workers' nice value now (FaceCheckConfig's default), or another one to try. */
const NICE = Number(process.env['NICE'] ?? faceCheckConfig().workerNice);
const BEFORE = process.env['BEFORE'] ?? null;
const GOAL_P95_MS = 1500;

type Timing = { p50: number; p95: number };

async function timed(name: string, check: () => Promise<unknown>): Promise<Timing> {
  const times: number[] = [];
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  let next = 0;
  const runner = async () => {
    while (next < CHECKS) {
      next += 1;
      const at = performance.now();
      await check();
      times.push(performance.now() - at);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, runner));
  const elapsed = performance.now() - started;
  loop.disable();

  const sorted = [...times].sort((a, b) => a - b);
  const p95 = percentile(sorted, 95);
  console.log(`${name}: ${CHECKS} checks, ${CONCURRENCY} at once, ${WORKERS} worker(s)`);
  console.log(
    `  per check: p50 ${Math.round(percentile(sorted, 50))} ms  p95 ${Math.round(p95)} ms  max ${Math.round(sorted[sorted.length - 1])} ms` +
      `   goal p95 <= ${GOAL_P95_MS} ms: ${p95 <= GOAL_P95_MS ? 'met' : 'NOT met'}`,
  );
  console.log(`  throughput: ${((CHECKS / elapsed) * 1000).toFixed(2)} checks/s`);
  console.log(
    `  main thread's event-loop delay meanwhile: p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms, max ${(loop.max / 1e6).toFixed(1)} ms`,
  );
  return { p50: percentile(sorted, 50), p95 };
}

/** The whole check timed while `screening` detects the faces of phone photos, SCREENING_AT_ONCE at a time. */
async function whileScreening(
  name: string,
  selfie: FaceChecker,
  screening: FaceChecker,
  input: SelfieCheckInput,
  photo: Uint8Array,
): Promise<Timing> {
  let isScreening = true;
  let screened = 0;
  const screen = async () => {
    while (isScreening) {
      await screening.detectFaces(photo, 'background');
      screened += 1;
    }
  };
  const started = performance.now();
  const screeners = Array.from({ length: SCREENING_AT_ONCE }, screen);
  const timing = await timed(name, () => selfie.checkSelfie(input));
  isScreening = false;
  await Promise.all(screeners);
  console.log(
    `  photos screened meanwhile: ${((screened / (performance.now() - started)) * 1000).toFixed(2)} a second`,
  );
  return timing;
}

const seconds = (timing: Timing) => `${(timing.p95 / 1000).toFixed(1)} s (p50 ${(timing.p50 / 1000).toFixed(1)} s)`;

/** Two pools against one while photos are screened (the change before this one: one pool a process, members first). */
async function screeningRounds(checker: FaceChecker, input: SelfieCheckInput, photo: Uint8Array): Promise<void> {
  const ownScreeningPool = createFaceChecker({ workers: WORKERS, backend: BACKEND });
  try {
    await Promise.all(Array.from({ length: WORKERS }, () => ownScreeningPool.detectFaces(photo, 'background')));
    // Rounds side by side, so a machine whose other load changes meanwhile weighs on both ways alike.
    const rounds: { alone: Timing; twoPools: Timing; onePool: Timing }[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const alone = await timed(`round ${round}: whole check (4 frames + 6 photos of 1600x1200)`, () =>
        checker.checkSelfie(input),
      );
      const withTwoPools = () =>
        whileScreening(
          `round ${round}: whole check while photos are screened, two pools (before)`,
          checker,
          ownScreeningPool,
          input,
          photo,
        );
      const withOnePool = () =>
        whileScreening(
          `round ${round}: whole check while photos are screened, one pool, members first (now)`,
          checker,
          checker,
          input,
          photo,
        );
      const twoPoolsFirst = round % 2 === 1;
      const first = await (twoPoolsFirst ? withTwoPools() : withOnePool());
      const second = await (twoPoolsFirst ? withOnePool() : withTwoPools());
      const [twoPools, onePool] = twoPoolsFirst ? [first, second] : [second, first];
      rounds.push({ alone, twoPools, onePool });
    }
    console.log(`selfie check p95, ${CHECKS} checks ${CONCURRENCY} at once, a pool of ${WORKERS} worker(s):`);
    rounds.forEach(({ alone, twoPools, onePool }, index) =>
      console.log(
        `  round ${index + 1}: alone ${seconds(alone)} | while screening: two pools (before) ${seconds(twoPools)}, one pool (now) ${seconds(onePool)}`,
      ),
    );
  } finally {
    await ownScreeningPool.close();
  }
}

/** The photos as their faces' descriptors, as screening (or an earlier check) describes them for the API to keep. */
async function describedPhotos(checker: FaceChecker, photos: readonly Uint8Array[]): Promise<DescribedPhoto[]> {
  const described: DescribedPhoto[] = [];
  for (const photo of photos) {
    const found = await checker.detectFaces(photo, 'background');
    if (found.status !== 'read') throw new Error('a bench photo could not be read');
    described.push({ descriptors: found.faces.map((face) => face.descriptor) });
  }
  return described;
}

/** The photos read in every check (before) against their descriptors kept from screening (now), in turns. */
async function descriptorRounds(checker: FaceChecker, input: SelfieCheckInput): Promise<void> {
  const photos = input.profilePhotos.filter((photo): photo is Uint8Array => photo instanceof Uint8Array);
  const kept: SelfieCheckInput = { frames: input.frames, profilePhotos: await describedPhotos(checker, photos) };
  const same = await checker.checkSelfie(kept);
  console.log(`with kept descriptors: outcome ${same.outcome}, likeness ${JSON.stringify(same.profilePhotos)}`);
  const rounds: { bytes: Timing; descriptors: Timing }[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    const withBytes = () =>
      timed(`round ${round}: photos read in every check (before: 4 frames + 6 photos of 1600x1200)`, () =>
        checker.checkSelfie(input),
      );
    const withDescriptors = () =>
      timed(`round ${round}: photos' descriptors kept from screening (now: 4 frames read)`, () =>
        checker.checkSelfie(kept),
      );
    const bytesFirst = round % 2 === 1;
    const first = await (bytesFirst ? withBytes() : withDescriptors());
    const second = await (bytesFirst ? withDescriptors() : withBytes());
    const [bytes, descriptors] = bytesFirst ? [first, second] : [second, first];
    rounds.push({ bytes, descriptors });
  }
  console.log(`selfie check p95, ${CHECKS} checks ${CONCURRENCY} at once, a pool of ${WORKERS} worker(s):`);
  rounds.forEach(({ bytes, descriptors }, index) =>
    console.log(
      `  round ${index + 1}: photos read (before) ${seconds(bytes)} | descriptors kept (now) ${seconds(descriptors)}`,
    ),
  );
}

/** An API page's own work: a page of 200 profiles as JSON, read and written again (about a millisecond here). */
const PAGE = JSON.stringify(
  Array.from({ length: 200 }, (_, id) => ({ id, name: `Member ${id}`, city: 'Pune', about: 'x'.repeat(80) })),
);

/** The requests' server on this process's main thread, as each API process answers on its own. */
async function startRequestServer(): Promise<{ base: string; close: () => Promise<void> }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(JSON.parse(PAGE)));
  });
  await new Promise<void>((resolve) => server.listen(PORT, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${PORT}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

type Window = {
  checks: (Timing & { count: number; cpuMs: number }) | null;
  requests: LoadSummary;
  loopP99: number;
  cpuMsPerSecond: number;
};

/** A way of running the checks: its pools (each check dealt to the next) and the CPU of other processes it uses. */
type Setting = { name: string; pools: FaceChecker[]; otherCpuMs?: () => number; close?: () => Promise<void> };

/**
 * WINDOW_SECONDS of requests at RATE a second, with CONCURRENCY checks kept in flight at once meanwhile when a
 * `setting` is given (each check dealt to the next pool, as the API's processes take members' connections in turn).
 */
async function measureWindow(
  base: string,
  setting: Setting | null,
  input: SelfieCheckInput,
  quietCpuMsPerSecond: number,
): Promise<Window> {
  const pools = setting?.pools ?? null;
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const cpuAt = process.cpuUsage();
  const otherCpuAt = setting?.otherCpuMs?.() ?? 0;
  const started = performance.now();
  let isOpen = true;
  let dealt = 0;
  const times: number[] = [];
  const runner = async (): Promise<void> => {
    while (isOpen && pools) {
      const pool = pools[dealt % pools.length];
      dealt += 1;
      const at = performance.now();
      await pool.checkSelfie(input);
      times.push(performance.now() - at);
    }
  };
  const runners = pools ? Array.from({ length: CONCURRENCY }, runner) : [];
  const run = await runOpenModel({
    base,
    connections: 20,
    seconds: WINDOW_SECONDS,
    ratePerSecond: RATE,
    next: () => ({ op: 'page', method: 'GET', path: '/page' }),
  });
  isOpen = false;
  await Promise.all(runners);
  const used = process.cpuUsage(cpuAt);
  const seconds = (performance.now() - started) / 1000;
  loop.disable();
  const cpuMs = (used.user + used.system) / 1000 + ((setting?.otherCpuMs?.() ?? 0) - otherCpuAt);
  const sorted = [...times].sort((a, b) => a - b);
  return {
    // The process's CPU less what the requests alone took in the quiet window, over the checks answered.
    checks:
      sorted.length > 0
        ? {
            count: sorted.length,
            p50: percentile(sorted, 50),
            p95: percentile(sorted, 95),
            cpuMs: (cpuMs - quietCpuMsPerSecond * seconds) / sorted.length,
          }
        : null,
    requests: summarise(run.events, run.seconds),
    loopP99: loop.percentile(99) / 1e6,
    cpuMsPerSecond: cpuMs / seconds,
  };
}

const ms = (value: number) => `${Math.round(value)} ms`;

function describeWindow(name: string, window: Window): string {
  const { checks, requests } = window;
  const checked = checks
    ? `${checks.count} checks ${CONCURRENCY} at once: p50 ${ms(checks.p50)} p95 ${ms(checks.p95)} (goal p95 <= ${GOAL_P95_MS} ms: ${checks.p95 <= GOAL_P95_MS ? 'met' : 'NOT met'}), CPU a check ${ms(checks.cpuMs)} | `
    : '';
  const failed = Object.keys(requests.failures).length > 0 ? `, failed ${JSON.stringify(requests.failures)}` : '';
  return `${name}: ${checked}requests p50 ${ms(requests.p50)} p99 ${ms(requests.p99)}${failed} | main thread's event-loop delay p99 ${ms(window.loopP99)}`;
}

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

/** The settings (see the header), each its pools warmed up (models loaded) before the first window. */
async function prioritySettings(input: SelfieCheckInput, beforeWorkerFile: string | null): Promise<Setting[]> {
  const pool = (workerNice: number, workerFile?: string, workers = 1) =>
    workerFile
      ? faceCheckerOnWorkerAt(workerFile, { workers, workerNice, maxQueue: CONCURRENCY })
      : createFaceChecker({ workers, workerNice, maxQueue: CONCURRENCY });
  const processes = (name: string, workerFile?: string): Setting => ({
    name,
    pools: Array.from({ length: PROCESSES }, () => pool(NICE, workerFile)),
  });
  const shared = (): Setting => {
    const { checker, cpuMs, close } = startSharedFacePool({ workerNice: NICE, maxQueue: CONCURRENCY });
    return {
      name: `one pool of ${checker.config.workers} workers for the API processes at nice ${NICE}, over IPC, this tree's worker`,
      pools: [checker],
      otherCpuMs: cpuMs,
      close,
    };
  };
  const settings: Setting[] = beforeWorkerFile
    ? [
        processes(
          `a pool of 1 worker in each of ${PROCESSES} API processes at nice ${NICE}, ${BEFORE}'s worker`,
          beforeWorkerFile,
        ),
        shared(),
      ]
    : [
        { name: 'one pool of one worker at nice 0 (this bench before)', pools: [pool(0)] },
        {
          name: `a pool in each of ${PROCESSES} API processes at nice 0 (the API before)`,
          pools: Array.from({ length: PROCESSES }, () => pool(0)),
        },
        processes(`a pool in each of ${PROCESSES} API processes at nice ${NICE} (now)`),
      ];
  await Promise.all(
    settings.flatMap((setting) =>
      setting.pools.flatMap((each) => Array.from({ length: each.config.workers }, () => each.checkSelfie(input))),
    ),
  );
  return settings;
}

/** The settings' windows in turns after a quiet one, each round starting with the next setting. */
async function priorityRounds(checker: FaceChecker, input: SelfieCheckInput): Promise<void> {
  const photos = input.profilePhotos.filter((photo): photo is Uint8Array => photo instanceof Uint8Array);
  const kept: SelfieCheckInput = { frames: input.frames, profilePhotos: await describedPhotos(checker, photos) };
  const before = BEFORE ? faceWorkerAt(BEFORE) : null;
  process.on('exit', () => before?.remove());
  const settings = await prioritySettings(kept, before?.workerFile ?? null);
  const server = await startRequestServer();
  try {
    const rounds: { quiet: Window; windows: Window[] }[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      console.log(`round ${round}, load average ${loadAverage()}`);
      const quiet = await measureWindow(server.base, null, kept, 0);
      console.log(`  ${describeWindow('quiet (no check)', quiet)}`);
      const windows: Window[] = [];
      for (let turn = 0; turn < settings.length; turn += 1) {
        const index = (turn + round - 1) % settings.length;
        const setting = settings[index];
        windows[index] = await measureWindow(server.base, setting, kept, quiet.cpuMsPerSecond);
        console.log(`  ${describeWindow(setting.name, windows[index])}`);
      }
      rounds.push({ quiet, windows });
    }
    console.log(
      `\nselfie checks p95 (p50) and the requests' p99 beside, ${CONCURRENCY} at once, load average now ${loadAverage()}:`,
    );
    rounds.forEach(({ quiet, windows }, index) => {
      const cells = windows.map((window, at) => {
        const checks = window.checks ? `${seconds(window.checks)}, CPU a check ${ms(window.checks.cpuMs)}` : 'none';
        return `${settings[at].name}: ${checks}, requests p99 ${ms(window.requests.p99)}`;
      });
      console.log(`  round ${index + 1}: quiet requests p99 ${ms(quiet.requests.p99)}\n    ${cells.join('\n    ')}`);
    });
  } finally {
    await server.close();
    await Promise.all(
      settings.map((setting) => setting.close?.() ?? Promise.all(setting.pools.map((each) => each.close()))),
    );
  }
}

/** CPU a check of BEFORE's worker and this tree's, one check at a time in turns (each turn starting with the next). */
async function cpuTurns(checker: FaceChecker, input: SelfieCheckInput): Promise<void> {
  if (!BEFORE) throw new Error("MODE=cpu compares a commit's worker with this tree's: set BEFORE=<commit>");
  const photos = input.profilePhotos.filter((photo): photo is Uint8Array => photo instanceof Uint8Array);
  const kept: SelfieCheckInput = { frames: input.frames, profilePhotos: await describedPhotos(checker, photos) };
  const before = faceWorkerAt(BEFORE);
  process.on('exit', () => before.remove());
  const workers = [
    { name: `${BEFORE}'s worker`, checker: faceCheckerOnWorkerAt(before.workerFile, { workers: 1 }) },
    { name: "this tree's worker", checker },
  ];
  try {
    // The before worker reads the photos too, as this tree's did in its first check: both warmed alike.
    await workers[0].checker.checkSelfie(input);
    await Promise.all(workers.map((worker) => worker.checker.checkSelfie(kept)));
    console.log(`CPU a check, ${CHECKS} checks of each one at a time in turns, load average ${loadAverage()}:`);
    const cpu: number[][] = workers.map(() => []);
    for (let turn = 0; turn < CHECKS; turn += 1) {
      for (let at = 0; at < workers.length; at += 1) {
        const index = (turn + at) % workers.length;
        const used = process.cpuUsage();
        await workers[index].checker.checkSelfie(kept);
        const { user, system } = process.cpuUsage(used);
        cpu[index].push((user + system) / 1000);
      }
    }
    workers.forEach(({ name }, index) => {
      const sorted = [...cpu[index]].sort((a, b) => a - b);
      const mean = sorted.reduce((sum, value) => sum + value, 0) / sorted.length;
      console.log(`  ${name}: median ${ms(percentile(sorted, 50))}, mean ${ms(mean)}`);
    });
    console.log(`load average now ${loadAverage()}`);
  } finally {
    await workers[0].checker.close();
  }
}

async function main(): Promise<void> {
  const input = await selfieCheckInput();
  const photo = input.profilePhotos[0] as Uint8Array;
  const checker = createFaceChecker({ workers: WORKERS, backend: BACKEND, maxQueue: CONCURRENCY });
  try {
    const started = performance.now();
    const first = await checker.checkSelfie(input);
    console.log(
      `first check (starts ${WORKERS === 1 ? 'the worker' : 'a worker'}, loads the models): ${Math.round(performance.now() - started)} ms, backend ${first.backend}, outcome ${first.outcome}`,
    );
    // The other workers load their models before the timed run, as they would have in a running API.
    await Promise.all(Array.from({ length: WORKERS - 1 }, () => checker.checkSelfie(input)));
    if (MODE === 'priority') await priorityRounds(checker, input);
    else if (MODE === 'cpu') await cpuTurns(checker, input);
    else await (MODE === 'screening' ? screeningRounds(checker, input, photo) : descriptorRounds(checker, input));
  } finally {
    await checker.close();
  }
}

runBench(main);
