import path from 'node:path';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { createTestApp, signUpMember, type TestApp } from '../testing/test-app';
import { errorHandlerPlugin } from '../plugins/app/error-handler';
import { loggerOptions, readableLogLine, serializeError } from './logger';

describe('serializeError', () => {
  it('keeps the class, code, constraint and stack of an error and its cause, never a message', () => {
    const cause = Object.assign(new Error('duplicate key value: Key (lower(email))=(asha@example.in) already exists'), {
      code: '23505',
      constraint: 'users_email_lower_key',
      detail: 'asha@example.in',
    });
    const failed = Object.assign(
      new Error('Failed query: insert into "users" … params: asha@example.in,+919876543210'),
      { cause },
    );
    const logged = serializeError(failed);
    expect(logged).toMatchObject({
      type: 'Error',
      cause: { type: 'Error', code: '23505', constraint: 'users_email_lower_key' },
    });
    expect(JSON.stringify(logged)).not.toMatch(/asha|9876543210|Failed query/);
  });
});

describe('the API’s log', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => lines.push(line) } });
  });
  afterAll(() => t.close());

  it('records a failed query by its error class, code and request id, without the e-mail, mobile or text it was given', async () => {
    const member = await signUpMember(t, { email: 'kavya.logcheck@example.in', mobile: '9812300077' });
    await t.database.db.execute(sql`alter table profiles rename to profiles_away`);
    try {
      const failed = await t.app.inject({
        method: 'POST',
        url: '/api/auth/local?ref=kavya.logcheck%40example.in',
        payload: { identifier: member.registration.email, password: member.registration.password },
      });
      expect([failed.statusCode, failed.json().error.message]).toEqual([500, 'Internal Server Error']);
    } finally {
      await t.database.db.execute(sql`alter table profiles_away rename to profiles`);
    }
    const log = lines.join('');
    const failure = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'request failed');
    expect(failure).toMatchObject({
      reqId: expect.any(String),
      err: { type: expect.any(String), stack: expect.any(String) },
    });
    // PostgreSQL's code says what failed (42P01: no such table).
    expect(JSON.stringify(failure.err)).toContain('"code":"42P01"');
    expect(log).not.toMatch(/kavya|logcheck|9812300077|monsoon-evening/);
    expect(log).toContain('"path":"/api/auth/local"');
  });
});

describe('readableLogLine', () => {
  const at = Date.UTC(2026, 10, 26, 10, 42, 7);

  it('writes a request as its time, method, path, status and whole milliseconds', () => {
    const line = readableLogLine(
      JSON.stringify({
        level: 30,
        time: at,
        pid: 7,
        hostname: 'vm',
        reqId: 'b1',
        req: { id: 'b1', method: 'GET', path: '/api/health' },
        res: { statusCode: 200 },
        responseTime: 21.6,
        msg: 'request completed',
      }),
    );
    expect(line).toMatch(/^\d\d:\d\d:\d\d GET \/api\/health 200 22 ms\n$/);
  });

  it('names a level above info, keeps an event’s fields and sets its error, code and cause on indented lines', () => {
    const line = readableLogLine(
      JSON.stringify({
        level: 50,
        time: at,
        job: 'notification-mail',
        msg: 'job failed; it is tried again later',
        err: {
          type: 'DrizzleQueryError',
          message: 'not logged: it may hold personal data',
          stack: `    at run (${process.cwd()}/apps/api/src/jobs.ts:1:1)\n    at next (${process.cwd()}/node_modules/pg-boss/src/worker.js:9:9)`,
          cause: { type: 'DatabaseError', message: 'hidden', code: '23505', constraint: 'users_email_key', stack: '' },
        },
      }),
    );
    expect(line.split('\n')).toEqual([
      expect.stringMatching(/^\d\d:\d\d:\d\d ERROR job failed; it is tried again later job=notification-mail$/),
      '  DrizzleQueryError: not logged: it may hold personal data',
      '    at run (apps/api/src/jobs.ts:1:1)',
      '    caused by DatabaseError 23505 (users_email_key): hidden',
      '',
    ]);
  });
});

describe('the readable log of demo mode', () => {
  const lines: string[] = [];
  const app = Fastify(loggerOptions('info', { stream: { write: (line) => lines.push(line) }, isReadable: true }));
  void app.register(errorHandlerPlugin);
  app.get('/api/health', async () => ({ ok: true }));
  app.post('/api/auth/local', async () => {
    // As drizzle fails: the query and its parameters in the message, PostgreSQL's error as the cause.
    throw new Error('Failed query: select … params: meera.readable@example.in,9812300078', {
      cause: Object.assign(new Error('relation "profiles" does not exist'), { code: '42P01' }),
    });
  });
  beforeEach(() => {
    lines.length = 0;
  });
  afterAll(() => app.close());

  it('writes one line per request, its path without the query string', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/health?visitor=asha%40example.in' });
    expect(answer.statusCode).toBe(200);
    expect(lines).toEqual([expect.stringMatching(/^\d\d:\d\d:\d\d GET \/api\/health 200 \d+ ms\n$/)]);
  });

  it('writes a failed request’s error, code and stack readably, without the e-mail or mobile it failed with', async () => {
    const failed = await app.inject({
      method: 'POST',
      url: '/api/auth/local',
      payload: { identifier: 'meera.readable@example.in' },
    });
    expect(failed.statusCode).toBe(500);
    const log = lines.join('');
    // Frames are written from the working folder: the repository's root for the API, apps/api when Nx runs the tests.
    const thisFile = path.relative(process.cwd(), __filename).replace(/[.\\/]/g, '\\$&');
    expect(log).toMatch(
      new RegExp(
        `^\\d\\d:\\d\\d:\\d\\d ERROR request failed\\n {2}Error: not logged: it may hold personal data\\n {4}at .*\\(${thisFile}:\\d+:\\d+\\)\\n`,
      ),
    );
    expect(log).toContain('  caused by Error 42P01: not logged: it may hold personal data\n');
    expect(log).toMatch(/\d\d:\d\d:\d\d POST \/api\/auth\/local 500 \d+ ms\n$/);
    expect(log).not.toMatch(/meera|readable@|9812300078|Failed query/);
    expect(log).not.toContain('{');
  });
});
