/**
 * Whether screening still makes progress on a saturated machine: how long one photo takes from its upload until it is
 * screened while two busy loops at nice 0 (`yes`) hold both cores, with the photo-work child at each priority of
 * PRIORITIES (PHOTO_WORK_PRIORITY values). The built API with one process (so that the one photo-work child that
 * screens both photos is the one whose models the first loaded: with two, either child may take the job) on PROFILES
 * generated members; for each priority it is started afresh, a first photo is screened on the quiet machine (the
 * child starts and its models load), then the loops start and another member uploads a phone's photo; a photo not
 * screened within LIMIT_SECONDS is printed as such. The loops are this process's children, so they share its session's
 * autogroup with the API (loops started from another terminal would compete group against group instead, and take at
 * most their group's share); the child has an autogroup of its own at its nice value (photo-work-process.ts), which
 * Linux weighs against the API's group. Not a test.
 *
 * Run: npx tsx --tsconfig tools/bench/tsconfig.json tools/bench/photo-screening-saturated.ts   (~1 minute a priority
 * that keeps up, LIMIT_SECONDS more for one that does not; PRIORITIES, LIMIT_SECONDS, PROFILES; BENCH_PORT for the
 * API, a free port otherwise)
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { apiCommands } from '@matri/contracts';
import { freeLoopbackPort, startThrowawayCluster } from '@matri/server-kit';
import { callApiCommand } from './api-command';
import { Client } from 'pg';
import {
  BENCH_PASSWORD,
  logIn,
  benchPhoto,
  photoUploaders,
  screenAtOnce,
  uploadForm,
  UploadSender,
} from './bench-photo-uploads';
import { startBenchApi } from './bench-api';
import { runBench } from './run-bench';

const PRIORITIES = (process.env.PRIORITIES ?? 'idle,19,15,10').split(',');
const LIMIT_SECONDS = Number(process.env.LIMIT_SECONDS ?? 180);
const PROFILES = Number(process.env.PROFILES ?? 2_000);
const BENCH_PORT = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : null;
const CORES = availableParallelism();

const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/** One busy loop per core at nice 0, until stopped. */
function busyLoops(): () => void {
  const loops = Array.from({ length: CORES }, () => spawn('yes', [], { stdio: 'ignore' }));
  return () => {
    for (const loop of loops) loop.kill();
  };
}

runBench(async () => {
  console.log(
    `One photo screened while ${CORES} busy loops hold the ${CORES} cores, the photo-work child at PHOTO_WORK_PRIORITY ${PRIORITIES.join(', ')}: ${PROFILES.toLocaleString('en-IN')} profiles, 1 API process (load average at the start ${loadAverage()}).`,
  );
  const cluster = await startThrowawayCluster();
  try {
    await callApiCommand(apiCommands.benchMembers, { count: PROFILES, password: BENCH_PASSWORD }, cluster.url);
    const uploaders = await photoUploaders(cluster.url, 2 * PRIORITIES.length);
    const photos = await Promise.all(uploaders.map(async (_row, seed) => uploadForm(await benchPhoto(seed))));
    const results: string[] = [];
    for (const [index, priority] of PRIORITIES.entries()) {
      const api = await startBenchApi({
        port: BENCH_PORT ?? (await freeLoopbackPort()),
        databaseUrl: cluster.url,
        workers: 1,
        env: { TRUST_PROXY: 'loopback', PHOTO_WORK_PRIORITY: priority },
      });
      const db = new Client({ connectionString: cluster.url });
      await db.connect();
      const sender = UploadSender.start(
        api.base,
        await Promise.all(
          [0, 1].map(async (n) => ({
            member: await logIn(api.base, uploaders[2 * index + n].id, `10.9.${index}.${n + 1}`),
            photo: photos[2 * index + n],
          })),
        ),
      );
      try {
        const quiet = await screenAtOnce(sender, db, 0, 1);
        const stopLoops = busyLoops();
        let saturated: number[];
        try {
          ({ screenedMs: saturated } = await screenAtOnce(sender, db, 1, 2, { limitMs: LIMIT_SECONDS * 1000 }));
        } finally {
          stopLoops();
        }
        const result = `PHOTO_WORK_PRIORITY=${priority}: first photo on the quiet machine ${(Math.max(...quiet.screenedMs) / 1000).toFixed(1)} s (the models load); saturated ${saturated.length === 0 ? `not screened in ${LIMIT_SECONDS} s` : `${(saturated[0] / 1000).toFixed(1)} s`} (load average ${loadAverage()})`;
        console.log(result);
        results.push(result);
      } finally {
        await sender.stop();
        await db.end();
        await api.stop();
      }
    }
    console.log(`\n${results.join('\n')}`);
  } finally {
    await cluster.stop();
  }
});
