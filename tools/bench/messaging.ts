/**
 * Messages at scale: PROFILES generated members (20,000 by default) on the embedded PostgreSQL with MESSAGES messages
 * (1,000,000 by default), the built API with one process per core.
 *   1. The conversation list of a member with 500 conversations (GET /api/conversations, first page and the next),
 *      requested one after another: p50/p95/p99 (goal: p95 under 20 ms).
 *   2. LIVE_MEMBERS connected members (1,000 by default, in pairs), each with the event stream open (any process),
 *      each sending to their partner for LIVE_SECONDS (60) as often as the spam limit lets a member send
 *      (MESSAGES_PER_MINUTE: one message every 2 s; one a second would be refused from the 31st second on), a moment
 *      missed while a send was slow skipped and counted: the delay from sending to the partner's stream telling of it
 *      (an event carrying that message's id or a newer one), p50/p95/p99 (goal: p95 under 100 ms), then every message
 *      counted in the database: nothing lost, nothing twice. The same load runs WARM_UP_SECONDS (10) before the measured
 *      seconds, printed apart: a process that has just started compiles its code and opens its database connections
 *      while it serves, and PostgreSQL writes each page's first change after a checkpoint in full.
 * The load generator shares the machine's cores with the API and PostgreSQL, so it speaks node:http: fetch took about
 * three times the CPU, taken from the API it measures. Not a test.
 *
 * Run: npx tsx --tsconfig tools/bench/tsconfig.json tools/bench/messaging.ts   (PROFILES, MESSAGES, LIVE_MEMBERS,
 * LIVE_SECONDS, WARM_UP_SECONDS)
 */
import { setMaxListeners } from 'node:events';
import { Agent, get } from 'node:http';
import { availableParallelism } from 'node:os';
import {
  apiCommands,
  endpointUrl,
  MESSAGES_PER_MINUTE,
  messageEndpoints,
  notificationEndpoints,
  readServerSentEvents,
  type UnreadEvent,
} from '@matri/contracts';
import { freeLoopbackPort, sendRequest, startThrowawayCluster, summarise, type LoadEvent } from '@matri/server-kit';
import { callApiCommand } from './api-command';
import { startBenchApi } from './bench-api';
import { PRODUCTION_LIKE_SETTINGS } from './production-like-settings';
import { querySql } from './query-sql';
import { runBench } from './run-bench';

const PROFILES = Number(process.env.PROFILES ?? 20_000);
const MESSAGES = Number(process.env.MESSAGES ?? 1_000_000);
const LIVE_MEMBERS = Number(process.env.LIVE_MEMBERS ?? 1000);
const LIVE_SECONDS = Number(process.env.LIVE_SECONDS ?? 60);
const WARM_UP_SECONDS = Number(process.env.WARM_UP_SECONDS ?? 10);
/** Each member as often as the spam limit allows, never refused for it. */
const SEND_EVERY_MS = Math.max(1000, 60_000 / MESSAGES_PER_MINUTE);
const HEAVY_CONVERSATIONS = 500;
const LIST_REQUESTS = 300;
const PASSWORD = 'bench-mark-passphrase-1';

const f = (ms: number) => `${ms.toFixed(1).padStart(6)} ms`;
const latencies = (op: string, values: number[]): LoadEvent[] =>
  values.map((ms) => ({ op, dueMs: 0, status: 200, ms }));

interface Member {
  id: number;
  jwt: string;
  address: string;
  profileId: string;
}

async function logIn(base: string, id: number, n: number): Promise<Member> {
  // Each member from an address of their own, as on the real site (the API counts log-ins per address).
  const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  const response = await fetch(`${base}/api/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ identifier: `bench.${id}@example.in`, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`log in of bench.${id}: ${response.status} ${await response.text()}`);
  const { jwt, user } = (await response.json()) as { jwt: string; user: { profileId: string } };
  return { id, jwt, address, profileId: user.profileId };
}

const headersOf = (member: Member) => ({
  authorization: `Bearer ${member.jwt}`,
  'x-forwarded-for': member.address,
});

/** Follows a member's event stream, calling `onLatest` with each event's newest message id as it arrives. */
function follow(base: string, member: Member, onLatest: (id: number) => void, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    // A connection of its own (no agent): the stream holds it for the whole run.
    const outgoing = get(
      `${base}${endpointUrl(notificationEndpoints.stream)}`,
      { agent: false, headers: { ...headersOf(member), accept: 'text/event-stream' }, signal },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          reject(new Error(`stream of bench.${member.id}: ${response.statusCode}`));
          return;
        }
        let buffered = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          const { events, rest } = readServerSentEvents(buffered + chunk);
          buffered = rest;
          for (const event of events) onLatest((JSON.parse(event.data) as UnreadEvent).latestMessageId);
        });
        // Aborted at the end of the run.
        response.on('error', () => undefined);
        // The first event (the state when the stream opens) comes once the stream answers; later ones are messages.
        resolve();
      },
    );
    outgoing.on('error', (error) => (signal.aborted ? undefined : reject(error)));
  });
}

async function listBench(base: string, heavy: Member) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const list = async (cursor: number | null) => {
    const started = performance.now();
    const query = cursor === null ? '' : `?cursor=${cursor}`;
    const { status, body } = await sendRequest(
      agent,
      base,
      { method: 'GET', path: `${endpointUrl(messageEndpoints.list)}${query}`, headers: headersOf(heavy) },
      { timeoutMs: 10_000, keepBody: true },
    );
    const ms = performance.now() - started;
    const page = (status === 200 ? JSON.parse(body) : { results: [], nextCursor: null }) as {
      results: unknown[];
      nextCursor: number | null;
    };
    if (page.results.length === 0 || (cursor === null && page.nextCursor === null)) {
      throw new Error(`the conversation list answered ${status} with ${page.results.length} conversations`);
    }
    return { ms, nextCursor: page.nextCursor };
  };
  const first: number[] = [];
  const second: number[] = [];
  for (let i = 0; i < LIST_REQUESTS; i += 1) {
    const page = await list(null);
    first.push(page.ms);
    second.push((await list(page.nextCursor)).ms);
  }
  agent.destroy();
  for (const [name, values] of [
    ['first page', first],
    ['next page', second],
  ] as const) {
    const summary = summarise(latencies(name, values), 1);
    console.log(
      `  ${name.padEnd(11)} p50 ${f(summary.p50)}  p95 ${f(summary.p95)}  p99 ${f(summary.p99)}${summary.p95 <= 20 ? '' : '   (goal p95 <= 20 ms missed)'}`,
    );
  }
}

/** What one part of the live run saw. */
interface Phase {
  name: string;
  seconds: number;
  sent: number;
  refused: number;
  skipped: number;
  delays: number[];
  sendTimes: number[];
}

const newPhase = (name: string, seconds: number): Phase => ({
  name,
  seconds,
  sent: 0,
  refused: 0,
  skipped: 0,
  delays: [],
  sendTimes: [],
});

function printPhase(phase: Phase, lateOrMissing: number) {
  console.log(
    `  ${phase.name}: sent ${phase.sent.toLocaleString('en-IN')} (${(phase.sent / phase.seconds).toFixed(0)}/s), refused ${phase.refused}, skipped while behind ${phase.skipped.toLocaleString('en-IN')}; told to the reader: ${phase.delays.length.toLocaleString('en-IN')}, not told within 3 s: ${lateOrMissing}`,
  );
  const delivery = summarise(latencies('delivery', phase.delays), phase.seconds);
  console.log(
    `    delivery p50 ${f(delivery.p50)}  p95 ${f(delivery.p95)}  p99 ${f(delivery.p99)}${phase.name !== 'measured' || delivery.p95 <= 100 ? '' : '   (goal p95 <= 100 ms missed)'}`,
  );
  const sending = summarise(latencies('send', phase.sendTimes), phase.seconds);
  console.log(`    sending (POST answered) p50 ${f(sending.p50)}  p95 ${f(sending.p95)}  p99 ${f(sending.p99)}`);
}

async function liveBench(base: string, pairs: [Member, Member][], databaseUrl: string) {
  const stop = new AbortController();
  /** Per member: the newest message id their stream told of, and the messages sent to them not told yet. */
  const told = new Map<number, { latest: number; waiting: { id: number; sentAt: number; phase: Phase }[] }>();
  const warmUp = newPhase('warm-up', WARM_UP_SECONDS);
  const measured = newPhase('measured', LIVE_SECONDS);
  const members = pairs.flat();
  for (const member of members) told.set(member.id, { latest: 0, waiting: [] });
  // Every stream ends on this one signal: a thousand listeners are the design, not a leak.
  setMaxListeners(members.length, stop.signal);
  const onLatest = (member: Member) => (latest: number) => {
    const state = told.get(member.id);
    if (!state) return;
    state.latest = Math.max(state.latest, latest);
    const now = performance.now();
    state.waiting = state.waiting.filter((message) => {
      if (message.id > state.latest) return true;
      message.phase.delays.push(now - message.sentAt);
      return false;
    });
  };
  for (let i = 0; i < members.length; i += 50) {
    await Promise.all(members.slice(i, i + 50).map((member) => follow(base, member, onLatest(member), stop.signal)));
  }
  console.log(`  ${members.length} streams open over ${availableParallelism()} API processes`);

  // Kept-alive connections, as a member's phone keeps its own.
  const agent = new Agent({ keepAlive: true, maxSockets: 200 });
  const sendOnce = async (from: Member, to: Member, n: number, phase: Phase) => {
    const sentAt = performance.now();
    const { status, body } = await sendRequest(
      agent,
      base,
      {
        method: 'POST',
        path: endpointUrl(messageEndpoints.send, { profileId: to.profileId }),
        headers: headersOf(from),
        body: JSON.stringify({ text: `Message ${n} from ${from.id}: how was your day?` }),
      },
      { timeoutMs: 30_000, keepBody: true },
    );
    if (status !== 201) {
      phase.refused += 1;
      return;
    }
    const { id } = JSON.parse(body) as { id: number };
    phase.sendTimes.push(performance.now() - sentAt);
    phase.sent += 1;
    const state = told.get(to.id);
    if (!state) return;
    if (id <= state.latest) phase.delays.push(performance.now() - sentAt);
    else state.waiting.push({ id, sentAt, phase });
  };
  const started = performance.now();
  const measuredFrom = started + WARM_UP_SECONDS * 1000;
  const ends = measuredFrom + LIVE_SECONDS * 1000;
  const senders = pairs.flatMap(([a, b]) => [
    [a, b],
    [b, a],
  ]) as [Member, Member][];
  await Promise.all(
    senders.map(async ([from, to]) => {
      // Each member at their own moment of the interval, then one an interval from it; a moment missed while a send
      // was slow is skipped, not made up in a burst (a member does not send faster because the site was slow).
      // Never a 31st message within a minute of the 1st: a send answered late (the warm-up's first seconds) moves
      // the member's next minute on by as much, as the spam limit would otherwise refuse it.
      const answeredAt: number[] = [];
      let due = started + Math.random() * SEND_EVERY_MS;
      for (let n = 0; due < ends; n += 1) {
        const phase = due < measuredFrom ? warmUp : measured;
        const minuteAgo = answeredAt.at(-MESSAGES_PER_MINUTE);
        const early = Math.max(due, minuteAgo === undefined ? 0 : minuteAgo + 60_000) - performance.now();
        if (early > 0) await new Promise((resolve) => setTimeout(resolve, early));
        await sendOnce(from, to, n, phase);
        answeredAt.push(performance.now());
        const missed = Math.max(0, Math.ceil((performance.now() - due) / SEND_EVERY_MS) - 1);
        phase.skipped += missed;
        due += SEND_EVERY_MS * (1 + missed);
      }
    }),
  );
  // Time for the last events to arrive.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const notTold = new Map([warmUp, measured].map((phase) => [phase, 0]));
  for (const state of told.values())
    for (const message of state.waiting) notTold.set(message.phase, (notTold.get(message.phase) ?? 0) + 1);
  stop.abort();
  agent.destroy();

  if (WARM_UP_SECONDS > 0) printPhase(warmUp, notTold.get(warmUp) ?? 0);
  printPhase(measured, notTold.get(measured) ?? 0);
  const sent = warmUp.sent + measured.sent;
  const ids = members.map((member) => member.id);
  const [stored] = await querySql<{ messages: number; distinct: number }>(
    databaseUrl,
    `select count(*)::int as messages, count(distinct (conversation_id, text))::int as distinct
       from messages where sender_id = any($1) and text like 'Message %'`,
    [ids],
  );
  console.log(
    `  stored: ${stored.messages.toLocaleString('en-IN')} of ${sent.toLocaleString('en-IN')} sent, ${stored.messages - stored.distinct} twice: ${stored.messages === sent && stored.distinct === stored.messages ? 'nothing lost, nothing twice' : 'MISMATCH'}`,
  );
}

async function main() {
  console.log(
    `Messages: ${PROFILES.toLocaleString('en-IN')} profiles, ${MESSAGES.toLocaleString('en-IN')} messages, ${availableParallelism()} API processes; the load generator shares the ${availableParallelism()} cores.`,
  );
  const cluster = await startThrowawayCluster(PRODUCTION_LIKE_SETTINGS);
  let api: Awaited<ReturnType<typeof startBenchApi>> | null = null;
  try {
    await callApiCommand(apiCommands.benchMembers, { count: PROFILES, password: PASSWORD }, cluster.url);
    const data = await callApiCommand(
      apiCommands.benchConversations,
      {
        heavyConversations: HEAVY_CONVERSATIONS,
        messagesPerHeavy: 100,
        livePairs: Math.floor(LIVE_MEMBERS / 2),
        messages: MESSAGES,
      },
      cluster.url,
    );
    console.log(`Conversations and messages loaded in ${data.seconds.toFixed(0)} s.`);
    // As a site's database is after running a while: its history vacuumed, its statistics current and written out.
    // Left to autovacuum, vacuuming the million messages just loaded starts a minute after PostgreSQL did (in the live
    // run), and the checkpoint the load's and the vacuum's writes ask for would come during it too.
    const settling = performance.now();
    await querySql(cluster.url, 'vacuum (analyze)');
    await querySql(cluster.url, 'checkpoint');
    console.log(`Vacuumed and checkpointed in ${((performance.now() - settling) / 1000).toFixed(0)} s.`);
    api = await startBenchApi({
      port: await freeLoopbackPort(),
      databaseUrl: cluster.url,
      env: { TRUST_PROXY: 'loopback' },
    });
    const { base } = api;

    console.log(
      `\nThe conversation list of a member with ${HEAVY_CONVERSATIONS} conversations, ${LIST_REQUESTS} times:`,
    );
    await listBench(base, await logIn(base, data.heavyId, 1));

    console.log(
      `\n${LIVE_MEMBERS.toLocaleString('en-IN')} members, one message every ${SEND_EVERY_MS / 1000} s each (${((LIVE_MEMBERS * 1000) / SEND_EVERY_MS).toLocaleString('en-IN')} a second in all) for ${WARM_UP_SECONDS} s of warm-up, then ${LIVE_SECONDS} s measured:`,
    );
    const pairs: [Member, Member][] = [];
    // Ten log-ins at a time: each is a password hash, the costliest request there is.
    for (let first = 0; first < data.livePairs.length; first += 5) {
      pairs.push(
        ...(await Promise.all(
          data.livePairs.slice(first, first + 5).map(async ([a, b], i): Promise<[Member, Member]> => {
            const n = first + i;
            return [await logIn(base, a, 2 + 2 * n), await logIn(base, b, 3 + 2 * n)];
          }),
        )),
      );
    }
    await liveBench(base, pairs, cluster.url);
  } finally {
    await api?.stop();
    await cluster.stop();
  }
}

runBench(main);
