import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { users } from '../db/schema';
import { samplePhoto } from '../testing/sample-photos';
import { hostileText } from '../testing/hostile-input/hostile-values';
import { schemaArbitrary, type FieldHints, type JsonSchema } from '../testing/hostile-input/json-schema-arbitrary';
import {
  createRegistration,
  createTestApp,
  signUpAdmin,
  signUpMember,
  type TestApp,
  type TestMember,
} from '../testing/test-app';
import { uploadPhoto } from '../testing/upload-photo';

/** Cases per operation and role; CI runs the default, HOSTILE_CASES asks for more (HOSTILE_SEED for other ones). */
const CASES = Number(process.env['HOSTILE_CASES'] ?? 50);
const SEED = Number(process.env['HOSTILE_SEED'] ?? 20261123);
const SLOW_MS = 2000;

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: JsonSchema;
}

interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body: JsonSchema | null;
}

type Role = 'visitor' | 'member' | 'admin';

interface Outcome {
  role: Role;
  request: InjectOptions;
  status: number;
  ms: number;
}

/** A body of bytes no schema describes, for the routes that read theirs themselves (a photo, a signed webhook). */
const rawBody = fc.record({
  contentType: fc.constantFrom(
    'application/json',
    'multipart/form-data; boundary=----x',
    'text/plain',
    'application/octet-stream',
    'application/x-www-form-urlencoded',
  ),
  payload: fc.oneof(
    fc.uint8Array({ maxLength: 2000 }).map((bytes) => Buffer.from(bytes)),
    fc.constant(
      Buffer.from(
        '------x\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\nnot a jpeg\r\n------x--\r\n',
      ),
    ),
    fc.json().map((json) => Buffer.from(json)),
  ),
});

function requestsFor(operation: Operation, hints: FieldHints): fc.Arbitrary<InjectOptions> {
  const path = fc.record(
    Object.fromEntries(
      operation.parameters
        .filter((p) => p.in === 'path')
        .map((p) => [
          p.name,
          fc.oneof(
            { weight: 4, arbitrary: schemaArbitrary(p.schema, hints).map((v) => String(v)) },
            { weight: 1, arbitrary: hostileText },
          ),
        ]),
    ),
  );
  const query = fc.record(
    Object.fromEntries(
      operation.parameters
        .filter((p) => p.in === 'query')
        .map((p) => [
          p.name,
          fc.oneof(
            {
              weight: 4,
              arbitrary: schemaArbitrary(p.schema, hints).map((v) => (Array.isArray(v) ? v.join(',') : String(v))),
            },
            { weight: 1, arbitrary: hostileText },
          ),
        ]),
    ),
    { requiredKeys: operation.parameters.filter((p) => p.in === 'query' && p.required).map((p) => p.name) },
  );
  const body = operation.body
    ? schemaArbitrary(operation.body, hints).map((value) => ({
        payload: JSON.stringify(value) ?? 'null',
        contentType: 'application/json',
      }))
    : operation.method === 'GET' || operation.method === 'DELETE'
      ? fc.constant(null)
      : rawBody;
  return fc.tuple(path, query, body).map(([pathValues, queryValues, sent]) => {
    const url = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) =>
      encodeURIComponent(pathValues[name] as string),
    );
    const search = new URLSearchParams(queryValues as Record<string, string>).toString();
    return {
      method: operation.method as InjectOptions['method'],
      url: search ? `${url}?${search}` : url,
      ...(sent ? { payload: sent.payload, headers: { 'content-type': sent.contentType } } : {}),
    };
  });
}

let t: TestApp;
let member: TestMember;
let admin: TestMember;
let hints: FieldHints;

beforeAll(async () => {
  t = await createTestApp({ DEMO_MODE: 'true' });
  member = await signUpMember(t, { gender: 'female' });
  admin = await signUpAdmin(t);
  const other = await signUpMember(t, { gender: 'male' });
  await uploadPhoto(t, member.auth, await samplePhoto('jpeg'));
  const profileIds = [member.profileId, other.profileId, admin.profileId];
  // A sign-up waiting for its code, so that codes and resends reach one and not only unknown ids.
  const pending = await t.app.inject({
    method: 'POST',
    url: '/api/auth/local/register',
    payload: createRegistration(),
  });
  hints = {
    email: fc.emailAddress(),
    newEmail: fc.emailAddress(),
    identifier: fc.oneof(fc.emailAddress(), fc.constantFrom(member.registration.email, other.registration.mobile)),
    mobile: fc.stringMatching(/^[6-9]\d{9}$/),
    dateOfBirth: fc
      .date({ min: new Date('1950-01-01'), max: new Date('2010-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10)),
    profileId: fc.constantFrom(...profileIds),
    password: fc.constantFrom('monsoon-evening-42', 'password123', 'x'),
    planId: fc.constantFrom('free', 'gold', 'diamond', 'platinum'),
    pendingId: fc.oneof(fc.constant(pending.json().pendingId as string), fc.uuid()),
  };
}, 60_000);
afterAll(() => t.close());

/** The actor's headers for this request: a fresh token, the account active (a case may have signed it out or deleted it). */
async function headersOf(role: Role): Promise<Record<string, string>> {
  if (role === 'visitor') return {};
  const actor = role === 'member' ? member : admin;
  const [row] = await t.database.db
    .update(users)
    .set({ status: 'active', deletedAt: null, role: role === 'admin' ? 'admin' : 'member' })
    .where(eq(users.id, actor.id))
    .returning({ tokenVersion: users.tokenVersion });
  return { authorization: `Bearer ${await t.app.tokens.sign({ userId: actor.id, tokenVersion: row.tokenVersion })}` };
}

function operationsOf(document: {
  paths: Record<
    string,
    Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema: JsonSchema }> } }>
  >;
}): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content?.['application/json']?.schema ?? null,
    })),
  );
}

describe('hostile input on every operation of the OpenAPI document', () => {
  it(`answers every request without a 5xx and within ${SLOW_MS} ms, as a visitor, a member and an admin`, async () => {
    const operations = operationsOf(t.app.swagger() as never);
    expect(operations.length).toBeGreaterThan(60);
    const failures: Outcome[] = [];
    let requests = 0;
    let slowest = 0;
    for (const [index, operation] of operations.entries()) {
      const samples = fc.sample(requestsFor(operation, hints), { numRuns: CASES * 3, seed: SEED + index });
      for (const [n, request] of samples.entries()) {
        const role: Role = (['visitor', 'member', 'admin'] as const)[n % 3];
        const headers = { ...(request.headers as Record<string, string> | undefined), ...(await headersOf(role)) };
        const started = performance.now();
        const response = await t.app.inject({ ...request, headers });
        const ms = performance.now() - started;
        requests += 1;
        slowest = Math.max(slowest, ms);
        if (response.statusCode >= 500 || ms > SLOW_MS)
          failures.push({
            role,
            request: { method: request.method, url: request.url, payload: String(request.payload ?? '').slice(0, 300) },
            status: response.statusCode,
            ms,
          });
      }
    }
    const fiveHundreds = failures.filter((failure) => failure.status >= 500).length;
    console.log(
      `hostile input: ${operations.length} operations, ${requests} requests (${CASES} per operation and role, seed ${SEED}), ${fiveHundreds} answered 5xx, ${failures.length - fiveHundreds} slower than ${SLOW_MS} ms; slowest ${Math.round(slowest)} ms`,
    );
    // One example per route and status, so a report names every kind of failure.
    const examples = new Map(
      failures.map((failure) => [
        `${failure.request.method} ${String(failure.request.url).split('?')[0]} ${failure.status}`,
        failure,
      ]),
    );
    expect([...examples.values()]).toEqual([]);
  }, 900_000);
});
