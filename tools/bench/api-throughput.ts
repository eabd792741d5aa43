/**
 * Throughput of one API process for the answers every page asks for: GET /api/user (the session), GET /api/users/:id
 * with its profile, and a search (20 cards), next to a bare Fastify hello-world in the same run, with autocannon on
 * loopback. The built API on a throwaway PostgreSQL with PROFILES generated members (10,000 by default). Prints
 * requests per second, p99 latency and the ratio to the bare server; serialising answers by their schemas shows here.
 * Not a test.
 *
 * Run: npx tsx --tsconfig tools/bench/tsconfig.json tools/bench/api-throughput.ts   (DURATION seconds per measurement,
 * default 10; CONNECTIONS, default 20; PROFILES)
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { apiCommands } from '@matri/contracts';
import { freeLoopbackPort, startThrowawayCluster } from '@matri/server-kit';
import { callApiCommand } from './api-command';
import { startBenchApi } from './bench-api';
import { runBench } from './run-bench';

const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 20);
const PROFILES = Number(process.env.PROFILES ?? 10_000);
const PASSWORD = 'bench-mark-passphrase-1';
/** Member 2 of the generated ones: active, with a profile (every 50th, from member 1, is hidden). */
const MEMBER_ID = 2;

function measure(url: string, headers: Record<string, string> = {}): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const line = (name: string, r: autocannon.Result) =>
  `${name.padEnd(40)} ${String(Math.round(r.requests.average)).padStart(7)} req/s   p99 ${String(r.latency.p99).padStart(4)} ms   non-2xx ${r.non2xx}`;

async function main() {
  const cluster = await startThrowawayCluster();
  const bare = Fastify();
  let api: Awaited<ReturnType<typeof startBenchApi>> | null = null;
  try {
    await callApiCommand(apiCommands.benchMembers, { count: PROFILES, password: PASSWORD }, cluster.url);
    bare.get('/', async () => ({ hello: 'world' }));
    const barePort = await freeLoopbackPort();
    await bare.listen({ port: barePort, host: '127.0.0.1' });
    api = await startBenchApi({ port: await freeLoopbackPort(), databaseUrl: cluster.url, workers: 1 });
    const login = await fetch(`${api.base}/api/auth/local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: `bench.${MEMBER_ID}@example.in`, password: PASSWORD }),
    });
    if (!login.ok) throw new Error(`log in: ${login.status} ${await login.text()}`);
    const auth = { authorization: `Bearer ${((await login.json()) as { jwt: string }).jwt}` };

    const hello = await measure(`http://127.0.0.1:${barePort}/`);
    const measured: [string, autocannon.Result][] = [
      ['GET /api/user (with token)', await measure(`${api.base}/api/user`, auth)],
      [
        'GET /api/users/:id?populate',
        await measure(`${api.base}/api/users/${MEMBER_ID}?populate[user_profile][populate]=profile_photo`, auth),
      ],
      ['GET /api/search?ageFrom=24&ageTo=34', await measure(`${api.base}/api/search?ageFrom=24&ageTo=34`, auth)],
    ];
    console.log(
      `autocannon: ${CONNECTIONS} connections, ${DURATION} s each, loopback; one API process on PostgreSQL with ${PROFILES.toLocaleString('en-IN')} members; 2 cores shared by client, API and PostgreSQL`,
    );
    console.log(line('bare Fastify hello-world', hello));
    for (const [name, result] of measured)
      console.log(
        `${line(name, result)}   (${((result.requests.average / hello.requests.average) * 100).toFixed(1)} % of hello-world)`,
      );
  } finally {
    await api?.stop();
    await bare.close();
    await cluster.stop();
  }
}

runBench(main);
