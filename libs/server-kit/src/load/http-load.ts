import { Agent, request } from 'node:http';
import { percentile } from './percentile';

/** One request of a load run; `op` names it in the report. */
export interface LoadRequest {
  op: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** One answer: when it was due (ms from the run's start), its status ('error' for a cut connection, 'timeout'), and how long it took from when it was due. */
export interface LoadEvent {
  op: string;
  dueMs: number;
  status: number | 'error' | 'timeout';
  ms: number;
}

export interface LoadRun {
  events: LoadEvent[];
  seconds: number;
}

export interface LoadOptions {
  base: string;
  /** Kept-alive connections at most (the clients); requests beyond them wait for one, and that wait counts. */
  connections: number;
  seconds: number;
  next: () => LoadRequest;
  /** An answer later than this counts as a timeout (a hung request). */
  timeoutMs?: number;
  /** The client's own address (another 127.x address is another client of this machine). */
  localAddress?: string;
}

/** A request's answer: its status ('error' for a cut connection, 'timeout') and, when asked for, its body. */
export interface LoadAnswer {
  status: number | 'error' | 'timeout';
  body: string;
}

/**
 * One request on the agent's kept-alive connections. node:http rather than fetch: a benchmark's client shares the
 * cores with the server it measures, and fetch costs several times the CPU per request.
 */
export function sendRequest(
  agent: Agent,
  base: string,
  load: Omit<LoadRequest, 'op'>,
  options: { timeoutMs: number; keepBody: boolean },
): Promise<LoadAnswer> {
  return new Promise((resolve) => {
    const url = new URL(load.path, base);
    const headers = {
      ...load.headers,
      ...(load.body === undefined
        ? {}
        : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(load.body)) }),
    };
    const outgoing = request(url, { agent, method: load.method, headers, timeout: options.timeoutMs }, (response) => {
      let body = '';
      if (options.keepBody) {
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
      } else response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      response.on('error', () => resolve({ status: 'error', body }));
    });
    outgoing.on('timeout', () => {
      outgoing.destroy();
      resolve({ status: 'timeout', body: '' });
    });
    outgoing.on('error', () => resolve({ status: 'error', body: '' }));
    outgoing.end(load.body);
  });
}

const send = async (agent: Agent, base: string, load: LoadRequest, timeoutMs: number) =>
  (await sendRequest(agent, base, load, { timeoutMs, keepBody: false })).status;

/**
 * An open-model run: requests arrive at a fixed rate whatever the answers do (as members do), each timed from when it
 * was due, so a slow server shows in the figures instead of slowing the clients down.
 */
export async function runOpenModel(options: LoadOptions & { ratePerSecond: number }): Promise<LoadRun> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections, localAddress: options.localAddress });
  const events: LoadEvent[] = [];
  const pending: Promise<void>[] = [];
  const started = performance.now();
  const total = Math.round(options.ratePerSecond * options.seconds);
  let issued = 0;
  while (issued < total) {
    const now = performance.now() - started;
    const due = Math.min(total, Math.floor((now / 1000) * options.ratePerSecond) + 1);
    for (; issued < due; issued += 1) {
      const dueMs = (issued / options.ratePerSecond) * 1000;
      const load = options.next();
      pending.push(
        send(agent, options.base, load, options.timeoutMs ?? 10_000).then((status) => {
          events.push({ op: load.op, dueMs, status, ms: performance.now() - started - dueMs });
        }),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  await Promise.all(pending);
  agent.destroy();
  return { events, seconds: (performance.now() - started) / 1000 };
}

/** A closed-loop run: each client sends its next request when the last is answered (the most a server serves). */
export async function runClosedLoop(options: LoadOptions): Promise<LoadRun> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const events: LoadEvent[] = [];
  const started = performance.now();
  const until = started + options.seconds * 1000;
  const client = async () => {
    while (performance.now() < until) {
      const dueMs = performance.now() - started;
      const load = options.next();
      const status = await send(agent, options.base, load, options.timeoutMs ?? 10_000);
      events.push({ op: load.op, dueMs, status, ms: performance.now() - started - dueMs });
    }
  };
  await Promise.all(Array.from({ length: options.connections }, client));
  agent.destroy();
  return { events, seconds: (performance.now() - started) / 1000 };
}

export interface LoadSummary {
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Answers that were not 2xx, by status. */
  failures: Record<string, number>;
}

export function summarise(events: readonly LoadEvent[], seconds: number): LoadSummary {
  const times = events.map((event) => event.ms);
  const failures: Record<string, number> = {};
  for (const { status } of events) {
    if (typeof status === 'number' && status >= 200 && status < 300) continue;
    failures[String(status)] = (failures[String(status)] ?? 0) + 1;
  }
  return {
    requests: events.length,
    perSecond: events.length / seconds,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    failures,
  };
}
