import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { hostileHints, walkHostileInput, type HostileRequest, type OpenApiPaths } from './hostile-walk';
import { mainThreadCpuMs } from './main-thread-cpu';

const document: OpenApiPaths = {
  paths: {
    '/api/profiles/{profileId}': {
      get: { parameters: [{ name: 'profileId', in: 'path', schema: { type: 'string' } }] },
    },
    '/api/interests': {
      post: {
        requestBody: {
          content: {
            'application/json': {
              schema: { type: 'object', properties: { profileId: { type: 'string' } }, required: ['profileId'] },
            },
          },
        },
      },
    },
  },
};
const hints = hostileHints({ identifiers: ['a@example.in'], profileIds: ['SV1001'], pendingId: 'pending' });

/** Burns `ms` of the main thread's CPU, as a request whose own work is slow does. */
function burnCpu(ms: number): void {
  const from = mainThreadCpuMs();
  while (mainThreadCpuMs() - from < ms);
}

/**
 * A thread that burns the CPU asked of it each time it is told to (the process's, while the main thread only waits), as
 * the photo screening's model threads do beside the requests.
 */
const BUSY_THREAD = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', (ms) => {
  const from = process.cpuUsage();
  for (;;) {
    const used = process.cpuUsage(from);
    if ((used.user + used.system) / 1000 >= ms) break;
  }
  parentPort.postMessage('done');
});`;

const walk = (
  send: (request: HostileRequest) => Promise<number>,
  options: Partial<Parameters<typeof walkHostileInput>[0]> = {},
) =>
  walkHostileInput({
    document,
    hints,
    cases: 2,
    seed: 1,
    slowMs: 60_000,
    slowCpuMs: 50,
    headersOf: async (role): Promise<Record<string, string>> =>
      role === 'visitor' ? {} : { authorization: `Bearer ${role}` },
    send,
    ...options,
  });

describe('walkHostileInput', () => {
  it('sends cases × 3 requests per operation, in turn as a visitor, a member and an admin, the same ones for a seed', async () => {
    const sent: HostileRequest[] = [];
    const result = await walk(async (request) => {
      sent.push(request);
      return 400;
    });
    expect(result).toMatchObject({ operations: 2, requests: 12, failures: [] });
    expect(sent.map((request) => request.headers?.['authorization'])).toEqual(
      Array.from({ length: 4 }, () => [undefined, 'Bearer member', 'Bearer admin']).flat(),
    );
    expect(sent.slice(0, 6).every((request) => request.method === 'GET')).toBe(true);
    expect(sent.slice(6).every((request) => request.headers?.['content-type'] === 'application/json')).toBe(true);
    const again: HostileRequest[] = [];
    await walk(async (request) => {
      again.push(request);
      return 400;
    });
    expect(again).toEqual(sent);
  });

  it('puts hostile values in paths and bodies: a NUL byte, a 10,000-letter string, an unknown field', async () => {
    const sent: HostileRequest[] = [];
    await walk(
      async (request) => {
        sent.push(request);
        return 400;
      },
      { cases: 100 },
    );
    const paths = sent.filter((request) => request.method === 'GET').map((request) => decodeURIComponent(request.url));
    const bodies = sent
      .filter((request) => request.method === 'POST')
      .map((request): unknown => JSON.parse(String(request.payload)));
    const isObject = (body: unknown): body is object =>
      typeof body === 'object' && body !== null && !Array.isArray(body);
    expect(paths.some((url) => url.includes('\u0000'))).toBe(true);
    expect(paths.some((url) => url.includes('x'.repeat(10_000)))).toBe(true);
    expect(bodies.some((body) => isObject(body) && Object.keys(body).some((key) => key !== 'profileId'))).toBe(true);
  });

  it('sends in its parts exactly the requests of the whole walk, each part its share of the operations', async () => {
    const whole: HostileRequest[] = [];
    await walk(async (request) => {
      whole.push(request);
      return 400;
    });
    const parts = await Promise.all(
      [0, 1].map(async (index) => {
        const sent: HostileRequest[] = [];
        const result = await walk(
          async (request) => {
            sent.push(request);
            return 400;
          },
          { part: { index, of: 2 } },
        );
        return { operations: result.operations, sent };
      }),
    );
    expect(parts.map((part) => part.operations)).toEqual([1, 1]);
    const withoutHeaders = ({ headers, ...request }: HostileRequest) => ({
      ...request,
      contentType: headers?.['content-type'],
    });
    expect(parts.flatMap((part) => part.sent).map(withoutHeaders)).toEqual(whole.map(withoutHeaders));
  });

  it('fails a 5xx, no answer, and a request past its CPU bound, however long the wall clock took', async () => {
    let n = 0;
    const result = await walk(async () => {
      n += 1;
      if (n === 1) return 500;
      if (n === 2) return 0;
      if (n === 3) burnCpu(80);
      return 200;
    });
    expect(result.failures.map((failure) => [failure.role, failure.status])).toEqual([
      ['visitor', 500],
      ['member', 0],
      ['admin', 200],
    ]);
    expect(result.failures[2].cpuMs).toBeGreaterThanOrEqual(80);
  });

  it('does not count the CPU other threads of the process burn while a request is answered', async () => {
    const busy = new Worker(BUSY_THREAD, { eval: true });
    try {
      const result = await walk(async () => {
        busy.postMessage(200);
        await once(busy, 'message');
        return 200;
      });
      expect(result.failures).toEqual([]);
    } finally {
      await busy.terminate();
    }
  });
});
