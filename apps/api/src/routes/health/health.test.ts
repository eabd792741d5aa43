import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '@matri/server-kit';
import { DATABASE_UNAVAILABLE } from '../../plugins/app/error-handler';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('health and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('says the process answers and the database too, and is never cached', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect([health.statusCode, health.json(), health.headers['cache-control']]).toEqual([
      200,
      { status: 'ok' },
      'no-store',
    ]);
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ready' }]);
  });

  describe('with a bound on the event loop a blocked loop passes', () => {
    let watched: TestApp;
    beforeAll(async () => {
      watched = await createTestApp({ READY_MAX_LOOP_DELAY_MS: '1000' });
    });
    afterAll(() => watched.close());

    it('says not ready while its event loop has just been blocked, and ready again once it keeps up', async () => {
      const blockedUntil = Date.now() + 2500;
      while (Date.now() < blockedUntil);
      const stalled = await watched.app.inject({ method: 'GET', url: '/api/ready' });
      expect(stalled.statusCode).toBe(503);
      expect(stalled.json().error).toMatchObject({ name: 'ServiceUnavailableError' });
      expect(stalled.headers['retry-after']).toBe('5');
      // Liveness is another question: the process answers.
      expect((await watched.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      let status = stalled.statusCode;
      const giveUpAt = Date.now() + 20_000;
      while (status !== 200 && Date.now() < giveUpAt) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        status = (await watched.app.inject({ method: 'GET', url: '/api/ready' })).statusCode;
      }
      expect(status).toBe(200);
    });
  });
});

describe('a PostgreSQL restart while the API runs', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'matri-restart-'));
  const dataDir = path.join(root, 'pg');
  let server: EmbeddedPostgres;
  let port: number;
  let t: TestApp;
  beforeAll(async () => {
    server = await startEmbeddedPostgres({ dataDir, isPersistent: true });
    port = Number(new URL(server.url).port);
    t = await createTestApp({}, { serverUrl: server.url });
  });
  afterAll(async () => {
    await t.close().catch(() => undefined);
    await server.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers 503 with a clear message while it is down, never hangs, and serves again by itself once it is back', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/plans' })).statusCode).toBe(200);
    await server.stop();

    for (const url of ['/api/ready', '/api/plans']) {
      const started = Date.now();
      const response = await t.app.inject({ method: 'GET', url });
      expect(Date.now() - started).toBeLessThan(7000);
      expect(response.statusCode).toBe(503);
    }
    const down = await t.app.inject({ method: 'GET', url: '/api/plans' });
    expect(down.json().error).toMatchObject({
      status: 503,
      name: 'ServiceUnavailableError',
      message: DATABASE_UNAVAILABLE.en,
    });
    expect(down.headers['retry-after']).toBe('5');

    server = await startEmbeddedPostgres({ dataDir, isPersistent: true, port });
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/plans' })).statusCode).toBe(200);
  });
});
