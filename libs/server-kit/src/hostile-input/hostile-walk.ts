import fc from 'fast-check';
import { hostileText } from './hostile-values';
import { schemaArbitrary, type FieldHints, type JsonSchema } from './json-schema-arbitrary';
import { mainThreadCpuMs } from './main-thread-cpu';

/**
 * The hostile-input walk of an OpenAPI document: for every operation, generated requests (mostly what its schemas
 * describe, with hostile values here and there) sent in turn as a visitor, a member and an admin. The API's tests walk
 * it in process at CI's size, in two halves (apps/api/src/routes/hostile-input-1 and -2.test.ts); tools/bench/
 * hostile-input.ts walks it over HTTP against the built API at a larger size.
 */

export type HostileRole = 'visitor' | 'member' | 'admin';

const ROLES: readonly HostileRole[] = ['visitor', 'member', 'admin'];

/** One request of the walk, in the shape of Fastify's inject options. */
export interface HostileRequest {
  method: string;
  url: string;
  payload?: string | Buffer;
  headers?: Record<string, string>;
}

export interface HostileFailure {
  role: HostileRole;
  request: { method: string; url: string; payload: string };
  /** 0: no answer (the connection failed). */
  status: number;
  ms: number;
  /** CPU time this process's main thread spent meanwhile (when the walk measures it). */
  cpuMs?: number;
}

export interface HostileWalkResult {
  operations: number;
  requests: number;
  /** Requests answered 5xx, not at all, or slower than the bounds. */
  failures: HostileFailure[];
  slowestMs: number;
  seconds: number;
}

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

/** The part of an OpenAPI document the walk reads. */
export interface OpenApiPaths {
  paths: Record<
    string,
    Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema: JsonSchema }> } }>
  >;
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

function requestsFor(operation: Operation, hints: FieldHints): fc.Arbitrary<HostileRequest> {
  const path = fc.record(
    Object.fromEntries(
      operation.parameters
        .filter((p) => p.in === 'path')
        .map((p) => [
          p.name,
          fc.oneof(
            { weight: 4, arbitrary: schemaArbitrary(p.schema, hints).map((v) => String(v)) },
            { weight: 1, arbitrary: hostileText() },
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
            { weight: 1, arbitrary: hostileText() },
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
      method: operation.method,
      url: search ? `${url}?${search}` : url,
      ...(sent ? { payload: sent.payload, headers: { 'content-type': sent.contentType } } : {}),
    };
  });
}

function operationsOf(document: OpenApiPaths): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content?.['application/json']?.schema ?? null,
    })),
  );
}

/** What the walk knows of the API's data, so that requests reach real members and codes, not only unknown ones. */
export function hostileHints(known: {
  /** E-mails and mobiles of accounts that exist. */
  identifiers: [string, ...string[]];
  profileIds: [string, ...string[]];
  /** A sign-up waiting for its code. */
  pendingId: string;
}): FieldHints {
  return {
    email: fc.emailAddress(),
    newEmail: fc.emailAddress(),
    identifier: fc.oneof(fc.emailAddress(), fc.constantFrom(...known.identifiers)),
    mobile: fc.stringMatching(/^[6-9]\d{9}$/),
    dateOfBirth: fc
      .date({ min: new Date('1950-01-01'), max: new Date('2010-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10)),
    profileId: fc.constantFrom(...known.profileIds),
    password: fc.constantFrom('monsoon-evening-42', 'password123', 'x'),
    planId: fc.constantFrom('free', 'gold', 'diamond', 'platinum'),
    pendingId: fc.oneof(fc.constant(known.pendingId), fc.uuid()),
  };
}

/**
 * Walks every operation of `document`: `cases` requests per operation and role, the same ones for the same `seed`.
 * With `part`, only every `of`-th operation from the `index`-th: the parts together send exactly the whole walk's
 * requests, so a test run spreads the walk over its workers.
 * `headersOf` gives a role's headers just before each request (outside its time); `send` answers the status.
 * A request fails past `slowMs` of wall time, or past `slowCpuMs` of the CPU time of this process's main thread: in
 * process (the test) a request's own work is bounded by the CPU it burns on the thread every other request waits for,
 * which a busy machine does not inflate as it does the wall clock (mainThreadCpuMs).
 */
export async function walkHostileInput(options: {
  document: OpenApiPaths;
  hints: FieldHints;
  cases: number;
  seed: number;
  slowMs: number;
  slowCpuMs?: number;
  headersOf: (role: HostileRole) => Promise<Record<string, string>>;
  send: (request: HostileRequest) => Promise<number>;
  part?: { index: number; of: number };
}): Promise<HostileWalkResult> {
  const started = performance.now();
  const { index: partIndex, of: parts } = options.part ?? { index: 0, of: 1 };
  const operations = operationsOf(options.document);
  const walked = [...operations.entries()].filter(([index]) => index % parts === partIndex);
  const failures: HostileFailure[] = [];
  let requests = 0;
  let slowestMs = 0;
  for (const [index, operation] of walked) {
    const samples = fc.sample(requestsFor(operation, options.hints), {
      numRuns: options.cases * ROLES.length,
      seed: options.seed + index,
    });
    for (const [n, request] of samples.entries()) {
      const role = ROLES[n % ROLES.length];
      const headers = { ...request.headers, ...(await options.headersOf(role)) };
      const sentAt = performance.now();
      const cpuAtSend = mainThreadCpuMs();
      const status = await options.send({ ...request, headers });
      const ms = performance.now() - sentAt;
      const cpuMs = mainThreadCpuMs() - cpuAtSend;
      requests += 1;
      slowestMs = Math.max(slowestMs, ms);
      const isSlow = ms > options.slowMs || (options.slowCpuMs !== undefined && cpuMs > options.slowCpuMs);
      if (status >= 500 || status === 0 || isSlow)
        failures.push({
          role,
          request: { method: request.method, url: request.url, payload: String(request.payload ?? '').slice(0, 300) },
          status,
          ms,
          ...(options.slowCpuMs !== undefined ? { cpuMs } : {}),
        });
    }
  }
  return {
    operations: walked.length,
    requests,
    failures,
    slowestMs,
    seconds: (performance.now() - started) / 1000,
  };
}

/** One line of figures: operations, requests, 5xx, slow ones, the slowest and the time taken. */
export function describeHostileWalk(
  result: HostileWalkResult,
  options: { cases: number; seed: number; slowMs: number; slowCpuMs?: number },
): string {
  const bounds =
    options.slowCpuMs === undefined ? `${options.slowMs} ms` : `${options.slowCpuMs} ms of CPU or ${options.slowMs} ms`;
  const unanswered = result.failures.filter((failure) => failure.status >= 500 || failure.status === 0).length;
  return `hostile input: ${result.operations} operations, ${result.requests} requests (${options.cases} per operation and role, seed ${options.seed}) in ${result.seconds.toFixed(1)} s, ${unanswered} answered 5xx or not at all, ${result.failures.length - unanswered} slower than ${bounds}; slowest ${Math.round(result.slowestMs)} ms`;
}

/** One failure per route and status, so that a report names every kind of failure once. */
export function failureKinds(failures: HostileFailure[]): HostileFailure[] {
  return [
    ...new Map(
      failures.map((failure) => [
        `${failure.request.method} ${failure.request.url.split('?')[0]} ${failure.status}`,
        failure,
      ]),
    ).values(),
  ];
}
