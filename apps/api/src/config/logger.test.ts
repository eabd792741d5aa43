import { sql } from 'drizzle-orm';
import { createTestApp, signUpMember, type TestApp } from '../testing/test-app';
import { serializeError } from './logger';

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
