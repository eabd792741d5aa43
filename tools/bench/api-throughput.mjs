/**
 * Throughput of the API for GET /api/user and GET /api/users/:id (a logged-in member reading their own record), next
 * to a bare Fastify hello-world in the same run, with autocannon on loopback. Prints requests per second, p99
 * latency and the ratio to the bare server. Not a test. Run: node tools/bench/api-throughput.mjs
 * (DURATION seconds per measurement, default 10; CONNECTIONS, default 20).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';

const root = path.resolve(import.meta.dirname, '../..');
const duration = Number(process.env.DURATION ?? 10);
const connections = Number(process.env.CONNECTIONS ?? 20);

async function waitFor(url) {
  for (let i = 0; i < 200; i += 1) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`${url} did not start`);
}

function measure(url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, headers }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const line = (name, r) =>
  `${name.padEnd(34)} ${String(Math.round(r.requests.average)).padStart(7)} req/s   p99 ${String(r.latency.p99).padStart(4)} ms   non-2xx ${r.non2xx}`;

async function main() {
  const bare = Fastify();
  bare.get('/', async () => ({ hello: 'world' }));
  await bare.listen({ port: 3301, host: '127.0.0.1' });

  const api = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), '--tsconfig', 'apps/api/tsconfig.json', 'apps/api/src/main.ts'], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, PORT: '3302', HOST: '127.0.0.1', LOG_LEVEL: 'silent', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-api-')) },
  });
  try {
    await waitFor('http://127.0.0.1:3302/api/user');
    const n = `${Date.now()}`.slice(-9);
    const registration = await fetch('http://127.0.0.1:3302/api/auth/local/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        profileFor: 'self', fullName: 'Bench Member', gender: 'female', dateOfBirth: '1995-01-01', religion: 'hindu',
        motherTongue: 'hindi', email: `bench.${n}@example.in`, mobile: `9${n}`, password: 'bench-mark-passphrase-1', acceptTerms: true,
      }),
    }).then((r) => r.json());
    const auth = { authorization: `Bearer ${registration.jwt}` };

    const hello = await measure('http://127.0.0.1:3301/');
    const session = await measure('http://127.0.0.1:3302/api/user', auth);
    const record = await measure(`http://127.0.0.1:3302/api/users/${registration.user.id}?populate[user_profile][populate]=profile_photo`, auth);

    console.log(`autocannon: ${connections} connections, ${duration} s each, loopback, 2 cores shared by client and server`);
    console.log(line('bare Fastify hello-world', hello));
    console.log(line('GET /api/user (with token)', session));
    console.log(line('GET /api/users/:id?populate', record));
    console.log(`ratio to hello-world: /api/user ${(session.requests.average / hello.requests.average).toFixed(2)}, /api/users/:id ${(record.requests.average / hello.requests.average).toFixed(2)}`);
  } finally {
    api.kill('SIGTERM');
    await bare.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
