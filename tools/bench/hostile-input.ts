/**
 * The hostile-input walk at a larger size than CI's: every operation of the OpenAPI document, CASES generated requests
 * per operation and role (200 by default; CI's test sends 50), as a visitor, a member and an admin, over HTTP to the
 * built API on a throwaway PostgreSQL. The same requests as the API's test walk (apps/api/src/testing/
 * hostile-input-walk.ts) for the same SEED (libs/server-kit's walk). Prints requests, seconds, requests per second, the slowest answer and every kind of
 * failure (a 5xx, no answer, or slower than SLOW_MS, 2,000 by default). Not a test.
 *
 * Run: npx tsx --tsconfig tools/bench/tsconfig.json tools/bench/hostile-input.ts   (CASES=N, SEED=N, SLOW_MS=N)
 */
import { Client } from 'pg';
import { apiCommands } from '@matri/contracts';
import {
  describeHostileWalk,
  failureKinds,
  freeLoopbackPort,
  hostileHints,
  startThrowawayCluster,
  walkHostileInput,
  type HostileRole,
  type OpenApiPaths,
} from '@matri/server-kit';
import { callApiCommand } from './api-command';
import { startBenchApi } from './bench-api';
import { runBench } from './run-bench';

const CASES = Number(process.env.CASES ?? 200);
const SEED = Number(process.env.SEED ?? 20261123);
const SLOW_MS = Number(process.env.SLOW_MS ?? 2000);
const PASSWORD = 'bench-mark-passphrase-1';

interface Actor {
  id: number;
  jwt: string;
  /** The account as it was, put back before each of its requests (a case may sign it out, delete it, or change it). */
  row: { password_hash: string; token_version: number; email: string; mobile: string };
}

async function main() {
  const cluster = await startThrowawayCluster();
  let api: Awaited<ReturnType<typeof startBenchApi>> | null = null;
  const sql = new Client({ connectionString: cluster.url });
  try {
    // Generated members 2 and 3 are active with profiles (every 50th from member 1 is hidden); 3 becomes the admin.
    await callApiCommand(apiCommands.benchMembers, { count: 3, password: PASSWORD }, cluster.url);
    await sql.connect();
    await sql.query(`update users set role = 'admin' where id = 3`);
    // Generated members' photo rows name files nobody wrote: a narrower photo audience renames the files and answered
    // 500 for want of them. The walk is about the requests, so its two actors start without photos.
    await sql.query('delete from photos where user_id in (2, 3)');
    // Each request names a visitor address of its own, so the per-address limits stay out of the walk's way.
    api = await startBenchApi({
      port: await freeLoopbackPort(),
      databaseUrl: cluster.url,
      workers: 1,
      env: { DEMO_MODE: 'true', TRUST_PROXY: 'loopback' },
    });
    const base = api.base;
    let addresses = 0;
    const visitorAddress = () => {
      addresses += 1;
      return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
    };
    const post = (url: string, body: unknown) =>
      fetch(`${base}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': visitorAddress() },
        body: JSON.stringify(body),
      });
    const logIn = async (id: number): Promise<Actor> => {
      const answer = await post('/api/auth/local', { identifier: `bench.${id}@example.in`, password: PASSWORD });
      if (!answer.ok) throw new Error(`log in as member ${id}: ${answer.status} ${await answer.text()}`);
      const { rows } = await sql.query<Actor['row']>(
        'select password_hash, token_version, email, mobile from users where id = $1',
        [id],
      );
      return { id, jwt: ((await answer.json()) as { jwt: string }).jwt, row: rows[0] };
    };
    const actors: Record<Exclude<HostileRole, 'visitor'>, Actor> = { member: await logIn(2), admin: await logIn(3) };
    const pending = await post('/api/auth/local/register', {
      profileFor: 'self',
      fullName: 'Ananya Sharma',
      gender: 'female',
      dateOfBirth: '1996-04-12',
      religion: 'hindu',
      motherTongue: 'hindi',
      email: 'ananya.pending@example.in',
      mobile: '9876501234',
      password: 'monsoon-evening-42',
      acceptTerms: true,
    });
    if (pending.status !== 202) throw new Error(`sign-up: ${pending.status} ${await pending.text()}`);
    const { rows: profiles } = await sql.query<{ profile_code: string }>(
      'select profile_code from profiles where user_id in (2, 3) order by user_id',
    );
    const [first, ...others] = profiles.map((row) => row.profile_code);
    const document = (await (await fetch(`${base}/api/docs/json`)).json()) as OpenApiPaths;

    const result = await walkHostileInput({
      document,
      hints: hostileHints({
        identifiers: [actors.member.row.email, actors.admin.row.mobile],
        profileIds: [first, ...others],
        pendingId: ((await pending.json()) as { pendingId: string }).pendingId,
      }),
      cases: CASES,
      seed: SEED,
      slowMs: SLOW_MS,
      headersOf: async (role): Promise<Record<string, string>> => {
        if (role === 'visitor') return {};
        const actor = actors[role];
        await sql.query(
          `update users set status = 'active', deleted_at = null, role = $2, password_hash = $3, token_version = $4,
             email = $5, mobile = $6 where id = $1`,
          [actor.id, role, actor.row.password_hash, actor.row.token_version, actor.row.email, actor.row.mobile],
        );
        await sql.query('delete from revoked_tokens where user_id = $1', [actor.id]);
        return { authorization: `Bearer ${actor.jwt}` };
      },
      send: async (request) => {
        try {
          const answer = await fetch(`${base}${request.url}`, {
            method: request.method,
            headers: { ...request.headers, 'x-forwarded-for': visitorAddress() },
            // fetch takes bytes as a plain Uint8Array, not Node's Buffer.
            body: Buffer.isBuffer(request.payload) ? new Uint8Array(request.payload) : request.payload,
          });
          await answer.arrayBuffer();
          return answer.status;
        } catch {
          return 0;
        }
      },
    });
    console.log(describeHostileWalk(result, { cases: CASES, seed: SEED, slowMs: SLOW_MS }));
    console.log(`${(result.requests / result.seconds).toFixed(0)} requests/s over HTTP, one API process`);
    for (const failure of failureKinds(result.failures))
      console.log(
        `  ${failure.status === 0 ? 'no answer' : failure.status} in ${Math.round(failure.ms)} ms as ${failure.role}: ${failure.request.method} ${failure.request.url} ${failure.request.payload}`,
      );
    if (result.failures.length > 0) process.exitCode = 1;
  } finally {
    await sql.end().catch(() => undefined);
    await api?.stop();
    await cluster.stop();
  }
}

runBench(main);
