/**
 * Issue 36's one-photo goal, as a member waits for it: from the upload's answer until the photo's outcome (the job
 * picked up from the queue, the upload re-encoded, hash and duplicate search, nsfwjs, the face detector), in the built
 * API as production runs it (one process per core, each with its photo-work child) on PROFILES generated members. Each
 * upload is a phone's 12-megapixel JPEG (phonePhoto, the photo every photo bench sends; APP_PHOTOS=1 sends it as the
 * members app does, benchPhoto) made a member's primary photo.
 * After a warm-up (the children start and their models load; not counted), PHOTOS uploads one at a time (each waits
 * for the one before to be screened), then PHOTOS uploads ten at once. Prints p50/p95 of each and the load average.
 * Goal: p95 ≤ 1.5 s. With BEFORE=<commit>, that commit's API (built aside by build-api-at.ts) is measured first in the
 * same run, on the same database. Not a test.
 *
 * Run: npx tsx --tsconfig tools/bench/tsconfig.json tools/bench/photo-screening.ts   (~3 minutes an API; PHOTOS,
 * PROFILES, BEFORE; BENCH_PORT for the API, a free port otherwise)
 */
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { Client } from 'pg';
import { apiCommands } from '@matri/contracts';
import { freeLoopbackPort, percentile, startThrowawayCluster } from '@matri/server-kit';
import { callApiCommand } from './api-command';
import { startBenchApi } from './bench-api';
import {
  BENCH_PASSWORD,
  logIn,
  benchPhoto,
  photoUploaders,
  screenAtOnce,
  uploadForm,
  UploadSender,
} from './bench-photo-uploads';
import { buildApiAt } from './build-api-at';
import { PRODUCTION_LIKE_SETTINGS } from './production-like-settings';
import { runBench } from './run-bench';

const PHOTOS = Number(process.env.PHOTOS ?? 20);
const PROFILES = Number(process.env.PROFILES ?? 2_000);
const BEFORE = process.env.BEFORE ?? null;
const BENCH_PORT = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : null;
const AT_ONCE = 10;
const WARM_UP_PHOTOS = 4;
/** How often the outcome is looked for: a tenth of a second would be up to that much of a one-photo figure. */
const POLL_MS = 20;

const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const ms = (n: number) => `${Math.round(n)} ms`;
const figures = (waited: number[]) =>
  `p50 ${ms(percentile(waited, 50))}, p95 ${ms(percentile(waited, 95))}, max ${ms(Math.max(...waited))}`;

/** One API from start to stop: the warm-up, PHOTOS one at a time, then PHOTOS ten at once. */
async function runPhase(
  label: string,
  databaseUrl: string,
  mainFile: string | undefined,
  uploaders: { id: number }[],
  photos: Uint8Array<ArrayBuffer>[],
): Promise<string> {
  const api = await startBenchApi({
    port: BENCH_PORT ?? (await freeLoopbackPort()),
    databaseUrl,
    workers: availableParallelism(),
    env: { TRUST_PROXY: 'loopback' },
    mainFile,
  });
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  const members = await Promise.all(
    uploaders.map((row, i) => logIn(api.base, row.id, `10.8.${Math.floor(i / 250)}.${1 + (i % 250)}`)),
  );
  const sender = UploadSender.start(
    api.base,
    members.map((member, i) => ({ member, photo: photos[i] })),
  );
  try {
    const screen = (from: number, to: number) => screenAtOnce(sender, db, from, to, { pollMs: POLL_MS });
    const warm = await screen(0, WARM_UP_PHOTOS);
    console.log(
      `${label}: warm-up (models load): ${WARM_UP_PHOTOS} photos screened in ${ms(Math.max(...warm.screenedMs))}`,
    );
    const alone: number[] = [];
    const uploadAlone: number[] = [];
    for (let next = WARM_UP_PHOTOS; next < WARM_UP_PHOTOS + PHOTOS; next += 1) {
      const run = await screen(next, next + 1);
      alone.push(...run.waitedMs);
      uploadAlone.push(...run.uploadMs);
    }
    const aloneLoad = loadAverage();
    const together: number[] = [];
    const uploadTogether: number[] = [];
    for (let next = WARM_UP_PHOTOS + PHOTOS; next < WARM_UP_PHOTOS + 2 * PHOTOS; next += AT_ONCE) {
      const run = await screen(next, Math.min(next + AT_ONCE, WARM_UP_PHOTOS + 2 * PHOTOS));
      together.push(...run.waitedMs);
      uploadTogether.push(...run.uploadMs);
    }
    const outcomes = await db.query<{ outcome: string; n: number }>(
      `select screening || coalesce(' (' || screening_reason || ')', '') as outcome, count(*)::int as n
         from photos where user_id = any($1) group by 1 order by 1`,
      [members.map((member) => member.id)],
    );
    return [
      `${label}, from the upload's answer to the outcome:`,
      `  one at a time: ${figures(alone)} (upload answered p50 ${ms(percentile(uploadAlone, 50))}; load average ${aloneLoad})`,
      `  ${AT_ONCE} at once:     ${figures(together)} (upload answered p50 ${ms(percentile(uploadTogether, 50))}; load average ${loadAverage()})`,
      `  outcomes: ${outcomes.rows.map(({ outcome, n }) => `${n} ${outcome}`).join(', ')}`,
    ].join('\n');
  } finally {
    await sender.stop();
    await db.end();
    await api.stop();
  }
}

runBench(async () => {
  const before = BEFORE ? buildApiAt(BEFORE) : null;
  process.on('exit', () => before?.remove());
  const phases: [label: string, mainFile: string | undefined][] = [
    ...(before ? [[`before (${BEFORE})`, before.mainFile] as [string, string]] : []),
    ['this tree', undefined],
  ];
  console.log(
    `One phone photo at a time and ${AT_ONCE} at once, ${PHOTOS} of each, screened by the built API (${availableParallelism()} processes, ${PROFILES.toLocaleString('en-IN')} profiles; load average at the start ${loadAverage()}).`,
  );
  const cluster = await startThrowawayCluster(PRODUCTION_LIKE_SETTINGS);
  try {
    await callApiCommand(apiCommands.benchMembers, { count: PROFILES, password: BENCH_PASSWORD }, cluster.url);
    const perPhase = WARM_UP_PHOTOS + 2 * PHOTOS;
    const uploaders = await photoUploaders(cluster.url, perPhase * phases.length);
    const photos = await Promise.all(uploaders.map(async (_row, seed) => uploadForm(await benchPhoto(seed))));
    // Each API's figures as soon as it is done: a long run stopped midway keeps those it has.
    for (const [index, [label, mainFile]] of phases.entries()) {
      const [from, to] = [index * perPhase, (index + 1) * perPhase];
      console.log(
        `\n${await runPhase(label, cluster.url, mainFile, uploaders.slice(from, to), photos.slice(from, to))}`,
      );
    }
  } finally {
    await cluster.stop();
  }
});
