/**
 * Search and matches at scale: loads generated profiles (1,000,000 by default) into a throwaway PostgreSQL cluster,
 * then times 20 representative searches, 10 with a Guna Milan or manglik filter, and 28 match lists (8 of members whose
 * horoscope must match) over the API (HTTP, one request at a time) and the very
 * same SQL (taken from the API's query builders) run directly through psql in the same run. Prints p50, p95 and p99 of
 * each, and the ratio API / SQL. Not a test.
 *
 * Run: npx tsx --tsconfig tools/bench/tsconfig.json tools/bench/discovery-at-scale.ts   (PROFILES=N, ROUNDS=N per query;
 * PLANS=<file> also writes EXPLAIN ANALYZE of every query there, as docs/discovery-query-plans.md quotes them)
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiCommands, type MatchTab } from '@matri/contracts';
import { percentile, startThrowawayCluster } from '@matri/server-kit';
import { callApiCommand } from './api-command';
import { startBenchApi } from './bench-api';
import { SEARCHES_BY_HOROSCOPE, SEARCHES_MEMBERS_MAKE } from './bench-searches';
import { querySql } from './query-sql';
import { runBench } from './run-bench';

const PROFILES = Number(process.env.PROFILES ?? 1_000_000);
const ROUNDS = Number(process.env.ROUNDS ?? 30);
const PORT = 3311;
const PASSWORD = 'bench-mark-passphrase-1';

const stats = (samples: number[]) => ({
  p50: percentile(samples, 50),
  p95: percentile(samples, 95),
  p99: percentile(samples, 99),
});
const ms = (n: number) => `${n.toFixed(1).padStart(6)} ms`;

/** Times each statement ROUNDS times in one psql session (after a warm-up run), reading psql's own \timing. */
function timeWithPsql(url: string, statements: string[]): number[][] {
  const script = [
    '\\timing on',
    '\\o /dev/null',
    ...statements.flatMap((s) => Array.from({ length: ROUNDS + 1 }, () => `${s};`)),
  ].join('\n');
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'bench-sql-')), 'queries.sql');
  writeFileSync(file, script);
  const run = spawnSync('psql', ['-X', '-q', '-d', url, '-f', file], { encoding: 'utf8', maxBuffer: 1 << 28 });
  if (run.status !== 0) throw new Error(run.stderr);
  const times = [...run.stdout.matchAll(/^Time: ([\d.]+) ms/gm)].map((m) => Number(m[1]));
  if (times.length !== statements.length * (ROUNDS + 1))
    throw new Error(`psql timed ${times.length} statements: ${run.stderr.slice(0, 500)}`);
  return statements.map((_, i) => times.slice(i * (ROUNDS + 1) + 1, (i + 1) * (ROUNDS + 1)));
}

/** EXPLAIN (ANALYZE, BUFFERS) of each query, after the timed runs have warmed the cache. */
function explainAll(url: string, sets: { label: string; sql: string }[]): string {
  return sets
    .map((set) => {
      const run = spawnSync(
        'psql',
        ['-X', '-q', '-A', '-t', '-d', url, '-c', `explain (analyze, buffers, costs off) ${set.sql}`],
        { encoding: 'utf8', maxBuffer: 1 << 26 },
      );
      return `-- ${set.label}\n${run.stdout || run.stderr}`;
    })
    .join('\n');
}

async function timeOverApi(url: string, headers: Record<string, string>): Promise<number[]> {
  // The warm-up may meet a kept-alive socket the server closed while psql was timing (idle longer than its keep-alive).
  const first = await fetch(url, { headers }).catch(() => fetch(url, { headers }));
  if (first.status !== 200) throw new Error(`${url}: ${first.status} ${await first.text()}`);
  await first.arrayBuffer();
  const samples: number[] = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    if (response.status !== 200) throw new Error(`${url}: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
    samples.push(performance.now() - started);
  }
  return samples;
}

async function main() {
  console.log(
    `Discovery at scale: ${PROFILES.toLocaleString('en-IN')} profiles, ${ROUNDS} timed runs per query; 2 cores shared by client, API and PostgreSQL.`,
  );
  // Sized as a production server for a million profiles would be: the profiles table fits in shared buffers.
  const serverSettings = {
    shared_buffers: '2GB',
    effective_cache_size: '8GB',
    work_mem: '16MB',
    random_page_cost: '1.1',
  };
  console.log(
    `PostgreSQL settings: ${Object.entries(serverSettings)
      .map(([k, v]) => `${k}=${v}`)
      .join(', ')}`,
  );
  const cluster = await startThrowawayCluster(serverSettings);
  let api: Awaited<ReturnType<typeof startBenchApi>> | null = null;
  try {
    const { seconds: loadSeconds } = await callApiCommand(
      apiCommands.benchMembers,
      { count: PROFILES, password: PASSWORD },
      cluster.url,
    );
    console.log(
      `Loaded in ${loadSeconds.toFixed(0)} s (users, profiles, photos, partner preferences; indexes and triggers live).`,
    );

    // Viewers: members spread over genders, religions and states (shown, should the spread pick a hidden one).
    const viewerIds = Array.from(
      { length: 20 },
      (_, i) => 1 + Math.floor(((i * 7919) % 997) * (PROFILES / 997)) + (i % 2 === 0 ? 0 : 1),
    );
    // Viewers with a birth star, spread the same way, for the searches by horoscope; the first 8 of them keep their
    // matches to a Guna Milan score of 18 or more.
    const starViewerIds: number[] = [];
    for (const i of SEARCHES_BY_HOROSCOPE.keys()) {
      const from = 1 + Math.floor(((i * 4099 + 17) % 991) * (PROFILES / 991));
      const [viewer] = await querySql<{ user_id: number }>(
        cluster.url,
        'select user_id from profiles where star_key is not null and user_id >= $1 order by user_id limit 1',
        [from],
      );
      starViewerIds.push(viewer.user_id);
    }
    const mustMatchIds = starViewerIds.slice(0, 8);
    const stars = await querySql<{ n: string; total: string }>(
      cluster.url,
      'select count(star_key) as n, count(*) as total from profiles',
    );
    console.log(
      `Profiles with a birth star: ${((100 * Number(stars[0].n)) / Number(stars[0].total)).toFixed(1)} % (the Guna Milan scores of the others are unknown).`,
    );
    await querySql(cluster.url, `update users set status = 'active' where id = any($1)`, [
      [...viewerIds, ...starViewerIds],
    ]);
    await querySql(cluster.url, 'update partner_preferences set horoscope_must_match = true where user_id = any($1)', [
      mustMatchIds,
    ]);

    // Each viewer from an address of its own, as members are: the per-address limits on logging in and searching
    // would otherwise count the whole benchmark as one visitor.
    api = await startBenchApi({ port: PORT, databaseUrl: cluster.url, env: { TRUST_PROXY: 'loopback' } });
    const { base } = api;
    const headersOf = new Map<number, Record<string, string>>();
    for (const [i, id] of [...new Set([...viewerIds, ...starViewerIds])].entries()) {
      const address = `10.1.0.${i + 1}`;
      const login = await fetch(`${base}/api/auth/local`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ identifier: `bench.${id}@example.in`, password: PASSWORD }),
      });
      if (!login.ok) throw new Error(`log in of viewer ${id}: ${login.status} ${await login.text()}`);
      headersOf.set(id, {
        authorization: `Bearer ${((await login.json()) as { jwt: string }).jwt}`,
        'x-forwarded-for': address,
      });
    }

    const searches = [];
    const searchesByViewer = [
      ...SEARCHES_MEMBERS_MAKE.map((set, i) => ({ set, viewerId: viewerIds[i] })),
      ...SEARCHES_BY_HOROSCOPE.map((set, i) => ({ set, viewerId: starViewerIds[i] })),
    ];
    for (const { set, viewerId } of searchesByViewer) {
      let query = set.replace('&page=2', '');
      if (set.endsWith('&page=2')) {
        const response = await fetch(`${base}/api/search?${query}`, { headers: headersOf.get(viewerId) });
        if (!response.ok) throw new Error(`first page of ${query}: ${response.status} ${await response.text()}`);
        const first = (await response.json()) as { nextCursor: string };
        query = `${query}&cursor=${first.nextCursor}`;
      }
      searches.push({
        label: set,
        viewerId,
        query,
        url: `${base}/api/search?${query}`,
        byHoroscope: SEARCHES_BY_HOROSCOPE.includes(set),
      });
    }
    const tabs: MatchTab[] = ['all', 'all', 'new', 'near'];
    const matchLists = [
      ...viewerIds.map((viewerId, i) => ({ viewerId, tab: tabs[i % tabs.length], mustMatch: false })),
      ...mustMatchIds.map((viewerId, i) => ({ viewerId, tab: tabs[i % tabs.length], mustMatch: true })),
    ];
    // The very SQL the API runs for each, from its own query builders.
    const { statements } = await callApiCommand(
      apiCommands.discoverySql,
      {
        queries: [
          ...searches.map(({ viewerId, query }) => ({ viewerId, search: query })),
          ...matchLists.map(({ viewerId, tab }) => ({ viewerId, tab })),
        ],
      },
      cluster.url,
    );
    const searchSets = searches.map((search, i) => ({
      label: search.label,
      url: search.url,
      headers: headersOf.get(search.viewerId) ?? {},
      sql: statements[i].sql,
      byHoroscope: search.byHoroscope,
    }));
    const matches = matchLists.map(({ viewerId, tab, mustMatch }, i) => ({
      label: `${statements[searches.length + i].viewer}, ${tab}${mustMatch ? ', horoscope must match' : ''}`,
      url: `${base}/api/matches?tab=${tab}`,
      headers: headersOf.get(viewerId) ?? {},
      sql: statements[searches.length + i].sql,
      byHoroscope: mustMatch,
    }));

    if (process.env.PLANS) writeFileSync(process.env.PLANS, explainAll(cluster.url, [...searchSets, ...matches]));

    for (const [name, sets, goal] of [
      ['search', searchSets, 50],
      ['matches', matches, 100],
    ] as const) {
      const sqlTimes = timeWithPsql(
        cluster.url,
        sets.map((s) => s.sql),
      );
      const apiTimes: number[][] = [];
      for (const set of sets) apiTimes.push(await timeOverApi(set.url, set.headers));
      console.log(`\n${name}: per query, p50 / p95 over the API | p50 / p95 of the same SQL in psql`);
      sets.forEach((set, i) => {
        const a = stats(apiTimes[i]);
        const s = stats(sqlTimes[i]);
        console.log(`  ${set.label.slice(0, 70).padEnd(70)} ${ms(a.p50)} ${ms(a.p95)} | ${ms(s.p50)} ${ms(s.p95)}`);
      });
      const a = stats(apiTimes.flat());
      const s = stats(sqlTimes.flat());
      console.log(
        `  all ${name} (${apiTimes.flat().length} requests): API p50 ${ms(a.p50)}  p95 ${ms(a.p95)}  p99 ${ms(a.p99)}   goal p95 <= ${goal} ms: ${a.p95 <= goal ? 'met' : 'NOT met'}`,
      );
      const h = stats(apiTimes.filter((_, i) => sets[i].byHoroscope).flat());
      console.log(
        `  by horoscope (${name === 'search' ? 'Guna Milan or manglik filter' : 'horoscope must match'}):   API p50 ${ms(h.p50)}  p95 ${ms(h.p95)}  p99 ${ms(h.p99)}`,
      );
      console.log(`  same SQL through psql:         p50 ${ms(s.p50)}  p95 ${ms(s.p95)}  p99 ${ms(s.p99)}`);
      console.log(
        `  API / SQL at p50 ${(a.p50 / s.p50).toFixed(2)}x, at p95 ${(a.p95 / s.p95).toFixed(2)}x (goal <= 1.5x)`,
      );
    }
  } finally {
    // The API goes first, so stopping the cluster does not cut its connections from under it.
    await api?.stop();
    await cluster.stop();
  }
}

runBench(main);
