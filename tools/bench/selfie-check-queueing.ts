/**
 * Why 4 selfie checks at once have a p95 tail (libs/face-check's README, "The pool"): a model, not a measurement, of
 * CONCURRENCY (4) checks kept in flight over PROCESSES (2) API processes on as many cores, each check CHECK_SECONDS
 * (0.67) of CPU ± JITTER (15%), dealt to the processes in turns (as selfie-check.ts does) or at random (as the
 * system's accept does in the API), with one worker a process (a process's checks queue) and with a worker a core
 * (the running checks share the cores equally, which the cores did not give when timed: the README's figures), and
 * with one queue for every process (the primary's pool of a worker a core, each check taken by whichever worker
 * frees first: how the checks were dealt no longer matters). Prints p50, p95 and the mean of CHECKS (20,000) checks
 * each way.
 *
 *   npx tsx --tsconfig tools/bench/tsconfig.json tools/bench/selfie-check-queueing.ts
 */
import { percentile } from '@matri/server-kit';
import { runBench } from './run-bench';

const CONCURRENCY = Number(process.env['CONCURRENCY'] ?? 4);
const PROCESSES = Number(process.env['PROCESSES'] ?? 2);
const CHECK_SECONDS = Number(process.env['CHECK_SECONDS'] ?? 0.67);
const JITTER = Number(process.env['JITTER'] ?? 0.15);
const CHECKS = Number(process.env['CHECKS'] ?? 20_000);

/** A seeded generator (mulberry32), so each run prints the same figures. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

type Check = { startedAt: number; cpuLeft: number };

/** Each check's time from its call to its answer, the checks dealt to `queues` queues of `workersAQueue` workers. */
function responseTimes(dealing: 'in turns' | 'at random', queues: number, workersAQueue: number): number[] {
  const next = random(1);
  const running: Check[][] = Array.from({ length: queues }, () => []);
  const waiting: Check[][] = Array.from({ length: queues }, () => []);
  let dealt = 0;
  let now = 0;
  const submit = () => {
    const process = dealing === 'in turns' ? dealt % queues : Math.floor(next() * queues);
    dealt += 1;
    const check = { startedAt: now, cpuLeft: CHECK_SECONDS * (1 - JITTER + 2 * JITTER * next()) };
    (running[process].length < workersAQueue ? running[process] : waiting[process]).push(check);
  };
  for (let i = 0; i < CONCURRENCY; i += 1) submit();
  const times: number[] = [];
  while (times.length < CHECKS) {
    const all = running.flat();
    // The cores shared equally among the running checks, a whole core at most each.
    const share = Math.min(1, PROCESSES / all.length);
    const step = Math.min(...all.map((check) => check.cpuLeft)) / share;
    now += step;
    for (const check of all) check.cpuLeft -= step * share;
    running.forEach((checks, process) => {
      for (const done of checks.filter((check) => check.cpuLeft <= 1e-12)) {
        checks.splice(checks.indexOf(done), 1);
        times.push(now - done.startedAt);
        const queued = waiting[process].shift();
        if (queued) checks.push(queued);
        submit();
      }
    });
  }
  return times.sort((a, b) => a - b);
}

async function main(): Promise<void> {
  console.log(
    `${CONCURRENCY} checks in flight, ${PROCESSES} processes on ${PROCESSES} cores, a check ${CHECK_SECONDS} s ± ${JITTER * 100}%:`,
  );
  const ways = [
    { name: 'one worker a process', queues: PROCESSES, workersAQueue: 1 },
    { name: 'a worker a core in each process', queues: PROCESSES, workersAQueue: PROCESSES },
    { name: 'one queue for the processes, a worker a core', queues: 1, workersAQueue: PROCESSES },
  ];
  for (const dealing of ['in turns', 'at random'] as const) {
    for (const way of ways) {
      const times = responseTimes(dealing, way.queues, way.workersAQueue);
      const mean = times.reduce((sum, time) => sum + time, 0) / times.length;
      console.log(
        `  dealt ${dealing}, ${way.name}: p50 ${percentile(times, 50).toFixed(2)} s, p95 ${percentile(times, 95).toFixed(2)} s, mean ${mean.toFixed(2)} s`,
      );
    }
  }
}

runBench(main);
