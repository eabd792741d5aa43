import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  runOpenModel,
  spawnApiCluster,
  startApiCluster,
  startEmbeddedPostgres,
  summarise,
  type ApiCluster,
  type EmbeddedPostgres,
} from '@matri/server-kit';

const plans = () => ({ op: 'plans', method: 'GET' as const, path: '/api/plans' });
const after = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Short, so the stalled process is replaced within the test's time; far above any pause of a busy machine. */
const STALL_SECONDS = 5;

/**
 * Faults under a steady load, at the small scale CI has time for (tools/bench/faults.ts runs them on 100,000 profiles):
 * two API processes as production runs them (the built bundle: the test-postgres target builds it first) on a
 * PostgreSQL server of the test's own, so it can be stopped and started again.
 */
describe('faults under load', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'api-faults-'));
  let server: EmbeddedPostgres;
  let port: number;
  let api: ApiCluster;
  beforeAll(async () => {
    server = await startEmbeddedPostgres({ dataDir: path.join(root, 'pg'), isPersistent: true });
    port = Number(new URL(server.url).port);
    api = await startApiCluster({
      databaseUrl: server.url,
      workers: 2,
      entry: 'built',
      dataDir: path.join(root, 'data'),
      env: { STALL_RESTART_SECONDS: String(STALL_SECONDS) },
    });
  }, 150_000);
  afterAll(async () => {
    try {
      await api?.stop();
    } finally {
      // A server left running keeps the test process, and CI, from ending.
      await server?.stop();
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('kill -9 of one API process: the other keeps serving, only requests on the killed one fail, and it comes back', async () => {
    const [victim] = await api.workerPids();
    const connections = 20;
    const load = runOpenModel({
      base: api.base,
      connections,
      ratePerSecond: 50,
      seconds: 6,
      next: plans,
      timeoutMs: 5000,
    });
    await after(1500);
    process.kill(victim, 'SIGKILL');
    const run = await load;
    const summary = summarise(run.events, run.seconds);
    // Only requests that were on the killed process fail, and no more than can have been on it at that moment (one per
    // open connection: how many of them the victim held depends on how busy the machine is): cut connections, or
    // (node:cluster's limit) a connection being handed to it as it died, which is never answered and ends at the
    // client's timeout. Never an answer with a server error.
    expect(Object.keys(summary.failures).filter((status) => status !== 'error' && status !== 'timeout')).toEqual([]);
    expect((summary.failures['error'] ?? 0) + (summary.failures['timeout'] ?? 0)).toBeLessThanOrEqual(connections);
    expect(summary.requests).toBe(300);
    const workers = await api.workerPids();
    expect(workers).toHaveLength(2);
    expect(workers).not.toContain(victim);
  });

  it('a PostgreSQL restart: 503s while it is down, no 500 and nothing hung, full service within 5 s after it', async () => {
    const load = runOpenModel({
      base: api.base,
      connections: 20,
      ratePerSecond: 40,
      seconds: 14,
      next: plans,
      timeoutMs: 8000,
    });
    await after(2000);
    const stoppedAt = performance.now();
    await server.stop();
    await after(3000);
    server = await startEmbeddedPostgres({ dataDir: path.join(root, 'pg'), isPersistent: true, port });
    const backAtMs = performance.now() - stoppedAt + 2000;
    const run = await load;
    const statuses = new Set(run.events.map((event) => event.status));
    expect([...statuses].sort()).toEqual([200, 503]);
    const lateFailures = run.events.filter((event) => event.status !== 200 && event.dueMs > backAtMs + 5000);
    expect(lateFailures).toEqual([]);
    expect(run.events.filter((event) => event.status === 503).length).toBeGreaterThan(0);
  });

  it('an API process whose event loop stops (SIGSTOP: no heartbeat) is replaced by the primary, and the port is served again in full', async () => {
    const [victim] = await api.workerPids();
    process.kill(victim, 'SIGSTOP');
    const stoppedAt = performance.now();
    let workers = await api.workerPids();
    while (!(workers.length === 2 && !workers.includes(victim)) && performance.now() - stoppedAt < 45_000) {
      await after(200);
      workers = await api.workerPids();
    }
    expect(workers).toHaveLength(2);
    expect(workers).not.toContain(victim);
    // Replaced after its heartbeats stopped for STALL_SECONDS, not before.
    expect(performance.now() - stoppedAt).toBeGreaterThan(STALL_SECONDS * 1000);
    const run = await runOpenModel({ base: api.base, connections: 5, ratePerSecond: 20, seconds: 2, next: plans });
    expect(summarise(run.events, run.seconds).failures).toEqual({});
  });

  it('an API process killed while the product starts (before every process listens) is started again, and the product comes up', async () => {
    const starting = await spawnApiCluster({
      databaseUrl: server.url,
      workers: 2,
      entry: 'built',
      dataDir: path.join(root, 'data-starting'),
    });
    try {
      let [victim] = await starting.workerPids();
      while (victim === undefined) {
        await after(10);
        [victim] = await starting.workerPids();
      }
      // Within milliseconds of its fork: it is still loading the bundle, long before it listens.
      process.kill(victim, 'SIGKILL');
      await starting.ready();
      const workers = await starting.workerPids();
      expect(workers).toHaveLength(2);
      expect(workers).not.toContain(victim);
      const run = await runOpenModel({
        base: starting.base,
        connections: 5,
        ratePerSecond: 20,
        seconds: 2,
        next: plans,
      });
      expect(summarise(run.events, run.seconds).failures).toEqual({});
    } finally {
      await starting.stop();
    }
  }, 120_000);
});
