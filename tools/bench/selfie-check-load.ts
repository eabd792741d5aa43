/**
 * Issue 35's speed goal as the API serves it: the server's selfie check p95 with CONCURRENCY (4) checks at once, and
 * the API's other requests' p99 meanwhile. The built API as production runs it (PROCESSES processes, one a core,
 * asking the primary's one face-check pool of a worker a core) on a throwaway PostgreSQL with PROFILES generated members, twice on the same
 * database and photo store: its face workers at nice 0 (before) and at FaceCheckConfig's default (now, 10). Member
 * requests (their own account and profile, search, matches) at RATE a second in every window; each round gives each
 * API, in turns, a quiet window (QUIET_SECONDS, no check) and a checks window (WINDOW_SECONDS, CONCURRENCY members
 * sending the challenge's 4 frames at once, each next as one is answered), after a warm-up that loads the models in
 * every process and keeps each member's primary photo's descriptors (not counted). Prints each window's selfie p50 /
 * p95 (from the POST to its answer) and the requests' p50 / p99, then both APIs side by side. The frames fail the
 * check (no blink): a failed check runs every model as a passed one does and leaves the member free to try again; the
 * attempt counters are reset before each window. The load generator shares the cores with the API and PostgreSQL.
 * Not a test.
 *
 * Run: npx tsx --tsconfig tools/bench/tsconfig.json tools/bench/selfie-check-load.ts   (~6 minutes; PROFILES, RATE,
 * ROUNDS, QUIET_SECONDS, WINDOW_SECONDS, BENCH_PORT and the next port for the two APIs)
 */
import { mkdtempSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import {
  apiCommands,
  authEndpoints,
  discoveryEndpoints,
  endpointUrl,
  photoEndpoints,
  profileEndpoints,
  userEndpoints,
  verificationEndpoints,
} from '@matri/contracts';
import {
  percentile,
  runOpenModel,
  startThrowawayCluster,
  summarise,
  type LoadRequest,
  type LoadSummary,
} from '@matri/server-kit';
import { callApiCommand } from './api-command';
import { startBenchApi } from './bench-api';
import { PRODUCTION_LIKE_SETTINGS } from './production-like-settings';
import { querySql } from './query-sql';
import { runBench } from './run-bench';
import { phonePhoto, selfieFrames } from './selfie-input';

const PROFILES = Number(process.env['PROFILES'] ?? 20_000);
const RATE = Number(process.env['RATE'] ?? 30);
const ROUNDS = Number(process.env['ROUNDS'] ?? 2);
const QUIET_SECONDS = Number(process.env['QUIET_SECONDS'] ?? 15);
const WINDOW_SECONDS = Number(process.env['WINDOW_SECONDS'] ?? 25);
const FIRST_PORT = Number(process.env['BENCH_PORT'] ?? 4310);
const PROCESSES = availableParallelism();
const CONCURRENCY = 4;
const CLIENTS = 50;
/** Members sending selfies: each may try 5 times a day, and a window may answer more than 40 checks. */
const SELFIE_MEMBERS = 12;
const PASSWORD = 'bench-mark-passphrase-1';
const GOAL_P95_MS = 1500;

type Member = { id: number; jwt: string; address: string };
type Api = { name: string; base: string; stop: () => Promise<void> };

const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)];

/** A member's reads: their own account, profile and photos, a search and their matches. */
function memberRequest(clients: readonly Member[]): LoadRequest {
  const client = pick(clients);
  const headers = { authorization: `Bearer ${client.jwt}`, 'x-forwarded-for': client.address };
  const [op, path] = pick([
    ['me', userEndpoints.me.path],
    ['own profile', profileEndpoints.own.path],
    ['own photos', photoEndpoints.list.path],
    ['search', endpointUrl(discoveryEndpoints.search, {}, { ageFrom: pick([21, 24, 27]), ageTo: pick([30, 34, 40]) })],
    ['matches', endpointUrl(discoveryEndpoints.matches, {}, { tab: 'all' })],
  ] as const);
  return { op, method: 'GET', path, headers };
}

async function logIn(base: string, id: number, address: string): Promise<Member> {
  const answer = await fetch(`${base}${authEndpoints.logIn.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ identifier: `bench.${id}@example.in`, password: PASSWORD }),
  });
  if (!answer.ok) throw new Error(`log in of member ${id}: ${answer.status} ${await answer.text()}`);
  return { id, jwt: ((await answer.json()) as { jwt: string }).jwt, address };
}

async function upload(base: string, member: Member, photo: Buffer): Promise<void> {
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
  const answer = await fetch(`${base}${photoEndpoints.upload.path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${member.jwt}`, 'x-forwarded-for': member.address },
    body: form,
  });
  if (answer.status !== 201) throw new Error(`upload: ${answer.status} ${await answer.text()}`);
}

/** One selfie check through the API; its time from the POST to the answer. */
async function sendSelfie(base: string, member: Member, frames: readonly Buffer[]): Promise<number> {
  const form = new FormData();
  for (const frame of frames) form.append('frame', new Blob([new Uint8Array(frame)], { type: 'image/jpeg' }), 'f.jpg');
  const started = performance.now();
  const answer = await fetch(`${base}${verificationEndpoints.selfie.path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${member.jwt}`, 'x-forwarded-for': member.address },
    body: form,
  });
  const body = await answer.text();
  if (answer.status !== 200) throw new Error(`selfie check: ${answer.status} ${body}`);
  return performance.now() - started;
}

/** Checks CONCURRENCY at a time, each member's next as one is answered, while `isOpen` says so. */
async function keepChecking(
  base: string,
  members: readonly Member[],
  frames: readonly Buffer[],
  isOpen: () => boolean,
): Promise<number[]> {
  const times: number[] = [];
  let next = 0;
  const sender = async () => {
    while (isOpen()) {
      const member = members[next % members.length];
      next += 1;
      times.push(await sendSelfie(base, member, frames));
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, sender));
  return times;
}

type Window = { checks: number[]; requests: LoadSummary };

async function measureWindow(
  api: Api,
  clients: readonly Member[],
  selfies: { members: readonly Member[]; frames: readonly Buffer[] } | null,
): Promise<Window> {
  const seconds = selfies ? WINDOW_SECONDS : QUIET_SECONDS;
  let isOpen = true;
  const checking = selfies ? keepChecking(api.base, selfies.members, selfies.frames, () => isOpen) : null;
  const run = await runOpenModel({
    base: api.base,
    connections: CLIENTS,
    seconds,
    ratePerSecond: RATE,
    next: () => memberRequest(clients),
  });
  isOpen = false;
  return { checks: (await checking) ?? [], requests: summarise(run.events, run.seconds) };
}

const ms = (value: number) => `${Math.round(value)} ms`;
const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

function describe(window: Window): string {
  const { checks, requests } = window;
  const failed = Object.entries(requests.failures)
    .map(([status, count]) => `${count}×${status}`)
    .join(' ');
  const checked =
    checks.length > 0
      ? `${checks.length} checks ${CONCURRENCY} at once p50 ${ms(percentile(checks, 50))} p95 ${ms(percentile(checks, 95))} (goal ${GOAL_P95_MS} ms: ${percentile(checks, 95) <= GOAL_P95_MS ? 'met' : 'NOT met'}) | `
      : '';
  return `${checked}requests p50 ${ms(requests.p50)} p99 ${ms(requests.p99)}${failed ? ` (failed: ${failed})` : ''}`;
}

/** Each selfie member's primary photo (distinct pictures of the man), screened before the checks begin. */
async function givePrimaryPhotos(base: string, databaseUrl: string, members: readonly Member[]): Promise<void> {
  const ids = members.map((member) => member.id);
  await querySql(databaseUrl, `delete from photos where user_id = any($1)`, [ids]);
  for (const [index, member] of members.entries()) await upload(base, member, await phonePhoto({ stripes: index + 3 }));
  for (;;) {
    const [{ waiting }] = await querySql<{ waiting: number }>(
      databaseUrl,
      `select count(*)::int as waiting from photos where user_id = any($1) and screening = 'checking'`,
      [ids],
    );
    if (waiting === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function main(): Promise<void> {
  console.log(
    `Selfie checks ${CONCURRENCY} at once and member requests at ${RATE}/s: the built API, ${PROCESSES} processes, ${PROFILES.toLocaleString('en-IN')} profiles, ${ROUNDS} rounds; load average ${loadAverage()}.`,
  );
  const cluster = await startThrowawayCluster(PRODUCTION_LIKE_SETTINGS);
  const apis: Api[] = [];
  try {
    await callApiCommand(apiCommands.benchMembers, { count: PROFILES, password: PASSWORD }, cluster.url);
    const active = await querySql<{ id: number }>(
      cluster.url,
      `select u.id from users u join profiles p on p.user_id = u.id where u.status = 'active' order by u.id limit $1`,
      [CLIENTS + SELFIE_MEMBERS],
    );
    // One photo store for both: a photo uploaded through one is screened by whichever API's job queue takes it.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'selfie-bench-'));
    const settings: { name: string; env: Record<string, string> }[] = [
      { name: 'face workers at nice 0 (before)', env: { FACE_CHECK_SETTINGS: JSON.stringify({ workerNice: 0 }) } },
      { name: 'face workers at nice 10 (now)', env: {} },
    ];
    for (const [index, setting] of settings.entries()) {
      const api = await startBenchApi({
        port: FIRST_PORT + index,
        databaseUrl: cluster.url,
        dataDir,
        workers: PROCESSES,
        env: { TRUST_PROXY: 'loopback', ...setting.env },
      });
      apis.push({ name: setting.name, ...api });
    }
    const members = await Promise.all(
      active.map((row, i) => logIn(apis[0].base, row.id, `10.${Math.floor(i / 250)}.${i % 250}.${1 + (i % 7)}`)),
    );
    const clients = members.slice(0, CLIENTS);
    const selfies = { members: members.slice(CLIENTS), frames: await selfieFrames() };
    await givePrimaryPhotos(apis[0].base, cluster.url, selfies.members);
    const resetAttempts = () => querySql(cluster.url, `delete from attempt_counters`);
    for (const api of apis) {
      await resetAttempts();
      // Every process's worker loads its models, and each member's photo is described once.
      let warmed = 0;
      await keepChecking(api.base, selfies.members, selfies.frames, () => (warmed += 1) <= SELFIE_MEMBERS);
    }

    const rounds: Window[][] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      console.log(`round ${round}, load average ${loadAverage()}`);
      const windows: Window[] = [];
      for (let turn = 0; turn < apis.length; turn += 1) {
        const index = (turn + round - 1) % apis.length;
        const api = apis[index];
        await resetAttempts();
        const quiet = await measureWindow(api, clients, null);
        console.log(`  ${api.name}, quiet: ${describe(quiet)}`);
        const checking = await measureWindow(api, clients, selfies);
        console.log(`  ${api.name}, checks: ${describe(checking)}`);
        windows[index * 2] = quiet;
        windows[index * 2 + 1] = checking;
      }
      rounds.push(windows);
    }
    console.log(`\nselfie p95 (p50) and the requests' p99 quiet / while checking, load average now ${loadAverage()}:`);
    rounds.forEach((windows, round) => {
      const cells = apis.map((api, index) => {
        const [quiet, checking] = [windows[index * 2], windows[index * 2 + 1]];
        const p95 = (percentile(checking.checks, 95) / 1000).toFixed(1);
        const p50 = (percentile(checking.checks, 50) / 1000).toFixed(1);
        return `${api.name}: selfie ${p95} s (${p50}), requests p99 ${ms(quiet.requests.p99)} / ${ms(checking.requests.p99)} (${(checking.requests.p99 / quiet.requests.p99).toFixed(1)}×)`;
      });
      console.log(`  round ${round + 1}: ${cells.join(' | ')}`);
    });
  } finally {
    for (const api of apis) await api.stop();
    await cluster.stop();
  }
}

runBench(main);
