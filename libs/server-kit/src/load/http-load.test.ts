import { Agent, createServer, type Server } from 'node:http';
import { freeLoopbackPort } from '../net/free-loopback-port';
import { runOpenModel, sendRequest, summarise, type LoadEvent } from './http-load';

describe('summarise', () => {
  const event = (ms: number, status: LoadEvent['status'] = 200): LoadEvent => ({ op: 'x', dueMs: 0, status, ms });

  it('gives the rate, percentiles of the times and the answers that were not 2xx, by status', () => {
    const events = [...Array.from({ length: 98 }, (_, i) => event(i + 1)), event(500, 503), event(900, 'timeout')];
    const summary = summarise(events, 4);
    expect(summary).toEqual({
      requests: 100,
      perSecond: 25,
      p50: 50,
      p95: 95,
      p99: 500,
      failures: { '503': 1, timeout: 1 },
    });
  });

  it('answers zeros for a run without requests', () => {
    expect(summarise([], 1)).toMatchObject({ requests: 0, p50: 0, p99: 0, failures: {} });
  });
});

describe('runOpenModel', () => {
  let server: Server;
  let base: string;
  const seen: string[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      seen.push(`${request.method} ${request.url}`);
      if (request.url === '/echo') {
        response.statusCode = 201;
        request.pipe(response);
        return;
      }
      response.statusCode = request.url === '/missing' ? 404 : 200;
      response.end('ok');
    });
    const port = await freeLoopbackPort();
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends rate × seconds requests, each with its status and its due time', async () => {
    let n = 0;
    const run = await runOpenModel({
      base,
      connections: 4,
      ratePerSecond: 40,
      seconds: 0.5,
      next: () => ({ op: 'page', method: 'GET', path: (n += 1) % 2 ? '/ok' : '/missing' }),
    });
    expect(run.events).toHaveLength(20);
    expect(run.events.filter((e) => e.status === 404)).toHaveLength(10);
    expect(new Set(run.events.map((e) => e.dueMs)).size).toBe(20);
    expect(seen.filter((line) => line === 'GET /ok')).toHaveLength(10);
  });

  it('answers each request with its status and, when asked, its body', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const body = JSON.stringify({ text: 'नमस्ते, how was your day?' });
    const echoed = await sendRequest(
      agent,
      base,
      { method: 'POST', path: '/echo', body },
      { timeoutMs: 5000, keepBody: true },
    );
    const drained = await sendRequest(
      agent,
      base,
      { method: 'GET', path: '/missing' },
      { timeoutMs: 5000, keepBody: false },
    );
    agent.destroy();
    expect(echoed).toEqual({ status: 201, body });
    expect(drained).toEqual({ status: 404, body: '' });
  });
});
