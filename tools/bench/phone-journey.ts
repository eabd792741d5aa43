/**
 * The member area on a cheap phone (issue 37): Debian's chromium at 360 × 640, its CPU slowed 4× and its network to
 * slow 3G (CHEAP_PHONE), follows a new member through /dashboard (the first visit: a fresh browser, nothing cached),
 * then (next) /matches, a profile from the matches, /messages and /request with what the earlier pages cached, then
 * /dashboard again (the repeat visit); then opens /matches, /messages and /request each as the first page of a fresh
 * browser (first visit), which issue 37's goals are for. For each page it prints the first contentful paint and
 * "usable": the time from the navigation's start until the page's main control answered a tap (the dashboard's "Edit
 * basic details" opens its dialog, a match's "Send interest" its dialog, the profile's "Send interest" its dialog, a
 * conversation opens its messages, /request's "Accepted" tab shows the member accepted), read with performance.now()
 * in the page once the answer is visible: it includes the code and data that answer needs. The page itself watches
 * for its control and the answer (usable-in-page.ts): Playwright's locators polled for them on the page's own slowed
 * main thread and delayed what they measured. Goals (issue 37): first
 * paint ≤ 3 s and usable ≤ 6 s for the first visits of /dashboard, /matches, /messages and /request; the repeat visit
 * ≤ 1.5 s.
 *
 * The product is served as `npm start` serves it: the built API (one process per core) with demo data and the built
 * front ends, on a throttle-free throwaway PostgreSQL. The members the journey needs sign up through the API with the
 * code from demo mode's outbox (not timed): the member, a match who fits their preferences, and a member whose
 * interest they accepted and who wrote to them. Each page opens in a tab of its own, throttled before it navigates,
 * and is left once it has loaded and the browser is idle, so the page registers the service worker after its load as
 * it would. Before the repeat visit the bench waits for the worker to be active (`navigator.serviceWorker
 * .ready`) in a build that has one: the repeat visit is the one a member makes once the worker has installed.
 * The throttle does not reach the worker's own requests (its install's downloads, and the member data it fetches for
 * a page it controls, network first): CDP's network emulation on the worker's target was accepted by this chromium
 * (150) and changed nothing, so the repeat visit's API answers come unthrottled once the worker is active (its shell
 * and scripts come from the worker's cache, as on a phone).
 *
 * BASELINE_FRONT_END_DIR=<another build's dist/apps> serves that build's front ends beside this one's, from a second
 * API process group on the same database, and runs the journeys interleaved (this build, the baseline, this build…),
 * printing per page both builds' medians and their ratio: this machine's speed moves too much for a figure alone.
 * BASELINE_FIRST=1 runs the baseline first in each round: the build run first came out slower in both orders on
 * 2026-11-27, so a comparison is run both ways round.
 *
 * WATERFALL=1 prints, for each first visit and the repeat visit, when its control could take the tap and when it
 * answered, then its requests (when each went out and came back, its size and what asked for it): what waits for what
 * on the way to a usable page, before the tap and after it. PROFILE=1 prints, for the same visits, where
 * the page's main thread spent its time until usable (a CDP CPU profile: self time by script and by function); the
 * profiler slows the page a little, so a run with it is for finding the time, not for comparing builds.
 *
 * Run, after `NX_DAEMON=false npx nx run-many -t build -p site members api`:
 *   NX_DAEMON=false npx tsx --tsconfig tools/bench/tsconfig.json tools/bench/phone-journey.ts
 *   (RUNS=N, 3 by default; BRAND=<brand>, the first built one by default; BENCH_PORT, 3240 by default)
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import {
  chromium,
  request as apiRequest,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type CDPSession,
  type Page,
} from '@playwright/test';
import {
  DEMO_DATA_COMMAND,
  endpointUrl,
  interestEndpoints,
  messageEndpoints,
  paths,
  profileEndpoints,
  type AuthAnswer,
} from '@matri/contracts';
import { runApiCommand, startThrowawayCluster } from '@matri/server-kit';
import { e2eDataDir, newVisitorHeaders, signUpWithSmsCode } from '@matri/tools/e2e';
import { chromiumLaunchOptions } from '@matri/tools/playwright-config';
import { startBenchApi } from './bench-api';
import {
  CHEAP_PHONE,
  cpuProfileLines,
  FIRST_VISIT_GOAL,
  REPEAT_VISIT_GOAL,
  pageFigureLines,
  phoneNetworkConditions,
  seconds,
  waterfallLines,
  type PageGoal,
  type CpuProfile,
  type VisitTimings,
  type WaterfallRequest,
} from './phone-journey-figures';
import { usableWatchScript, type UsableReport, type UsableStep } from './usable-in-page';

const root = path.resolve(__dirname, '../..');
const RUNS = Number(process.env.RUNS ?? 3);
const FIRST_PORT = Number(process.env.BENCH_PORT ?? 3240);
// The demo admin's session and the outbox are read through tools/e2e, which finds them in this project's data folder.
const PROJECT = 'phone-journey';
// Bounds for a hang, not a pace: a throttled first visit took 15 s before issue 37.
const STEP_TIMEOUT = 120_000;
const MESSAGE = 'Namaste, may our families talk this Sunday?';
const WATERFALL = process.env.WATERFALL === '1';
const PROFILE = process.env.PROFILE === '1';
// The name under which the page reports its control and answer (usable-in-page.ts).
const USABLE_BINDING = '__phoneJourneyUsable';

interface Build {
  name: string;
  frontEndDir: string;
}

interface Member {
  jwt: string;
  user: AuthAnswer['user'];
  fullName: string;
  profileId: string;
}

const builds: Build[] = [
  { name: 'this build', frontEndDir: path.join(root, 'dist/apps') },
  ...(process.env.BASELINE_FRONT_END_DIR
    ? [{ name: 'baseline', frontEndDir: path.resolve(process.env.BASELINE_FRONT_END_DIR) }]
    : []),
];
/** The builds' indexes in the order each round runs them. */
const runOrder = builds.map((_build, index) => index);
if (process.env.BASELINE_FIRST === '1') runOrder.reverse();

const brand =
  process.env.BRAND ??
  readdirSync(path.join(root, 'dist/apps/members'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()[0];

let signUps = 0;

/** A new member signed up through the API as the sign-up page does, who hears from anyone (as on /setting). */
async function signUp(api: APIRequestContext, form: Record<string, string>): Promise<Member> {
  signUps += 1;
  const n = `${Date.now()}${signUps}`.slice(-9);
  const headers = newVisitorHeaders();
  const { jwt, user } = await signUpWithSmsCode(
    { request: api },
    PROJECT,
    {
      password: 'monsoon-evening-42',
      acceptTerms: true,
      motherTongue: 'marathi',
      religion: 'hindu',
      email: `journey.${n}@example.in`,
      mobile: `8${n}`,
      ...form,
    },
    headers,
  );
  await call(api, jwt, 'PATCH', profileEndpoints.updatePrivacy.path, {
    interestAudience: 'anyone',
    messageAudience: 'anyone',
  });
  if (!user.profileId) throw new Error(`${form['fullName']} signed up without a profile ID`);
  return { jwt, user, fullName: form['fullName'], profileId: user.profileId };
}

async function call(api: APIRequestContext, jwt: string, method: string, url: string, data?: unknown) {
  const response = await api.fetch(url, { method, data, headers: { authorization: `Bearer ${jwt}` } });
  if (!response.ok()) throw new Error(`${method} ${url}: ${response.status()} ${await response.text()}`);
  return response.json();
}

/**
 * The journey's three members: the member, a match who fits their first preferences (age and religion), and a member
 * whose interest they accepted and who wrote to them, so /messages has a conversation and /request an accepted card.
 */
async function journeyMembers(api: APIRequestContext) {
  // Names take letters only: the run's time spelled in letters keeps each journey's members apart.
  const tag = `${Date.now()}`.slice(-6).replace(/\d/g, (digit) => 'bdfgjklmpr'[Number(digit)]);
  const member = await signUp(api, {
    profileFor: 'son',
    fullName: `Rohan Ja${tag}`,
    gender: 'male',
    dateOfBirth: '1993-06-21',
  });
  const match = await signUp(api, {
    profileFor: 'daughter',
    fullName: `Ishita Ja${tag}`,
    gender: 'female',
    dateOfBirth: '1995-08-15',
  });
  const writer = await signUp(api, {
    profileFor: 'daughter',
    fullName: `Kavya Ja${tag}`,
    gender: 'female',
    dateOfBirth: '1996-02-10',
  });
  const interest = await call(api, writer.jwt, 'POST', interestEndpoints.send.path, { profileId: member.profileId });
  await call(api, member.jwt, 'POST', endpointUrl(interestEndpoints.answer, { id: interest.id, answer: 'accept' }));
  await call(api, writer.jwt, 'POST', endpointUrl(messageEndpoints.send, { profileId: member.profileId }), {
    text: MESSAGE,
  });
  return { member, match, writer };
}

/** Slows this tab's CPU and network to the phone's before it navigates. */
async function throttle(cdp: CDPSession) {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', phoneNetworkConditions());
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CHEAP_PHONE.cpuSlowdown });
}

/**
 * The tab's requests from CDP's Network events, timed from the first (the document's): CDP's timestamps are seconds
 * on the browser's monotonic clock.
 */
function recordRequests(cdp: CDPSession): () => WaterfallRequest[] {
  const requests = new Map<string, WaterfallRequest & { startSeconds: number }>();
  let firstSeconds: number | undefined;
  cdp.on('Network.requestWillBeSent', ({ requestId, request, timestamp, initiator }) => {
    firstSeconds ??= timestamp;
    const callFrame = initiator.stack?.callFrames[0] ?? initiator.stack?.parent?.callFrames[0];
    const by = initiator.url ?? callFrame?.url;
    requests.set(requestId, {
      url: request.url,
      startSeconds: timestamp,
      startMs: 0,
      endMs: NaN,
      bytes: 0,
      initiator: by ? `${initiator.type} ${by.split('/').pop()}` : initiator.type,
    });
  });
  cdp.on('Network.loadingFinished', ({ requestId, timestamp, encodedDataLength }) => {
    const request = requests.get(requestId);
    if (request) Object.assign(request, { endMs: (timestamp - request.startSeconds) * 1000, bytes: encodedDataLength });
  });
  return () =>
    [...requests.values()].map(({ startSeconds, ...request }) => {
      const startMs = (startSeconds - (firstSeconds ?? startSeconds)) * 1000;
      return { ...request, startMs, endMs: startMs + request.endMs };
    });
}

/**
 * Opens `url` in a new throttled tab, taps the page's main control once it can take the tap and waits for its answer
 * (`step`, watched from inside the page: usable-in-page.ts), and reads the first contentful paint and the moment of
 * that answer from the page's clock (both from the navigation's start). With `waterfallOf`, prints the visit's
 * requests under that name (WATERFALL=1).
 */
async function visit(
  context: BrowserContext,
  url: string,
  step: UsableStep,
  waterfallOf?: string,
): Promise<{ timings: VisitTimings; page: Page }> {
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_TIMEOUT);
  const cdp = await context.newCDPSession(page);
  const requests = WATERFALL && waterfallOf ? recordRequests(cdp) : undefined;
  const profiling = PROFILE && waterfallOf !== undefined;
  const seen = pageReports(page);
  await page.exposeBinding(USABLE_BINDING, (_source, report: UsableReport) => seen.report(report));
  await page.addInitScript({ content: usableWatchScript(step, USABLE_BINDING) });
  await throttle(cdp);
  if (profiling) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
  }
  await page.goto(url, { waitUntil: 'commit', timeout: STEP_TIMEOUT });
  const control = await seen.control();
  await page.mouse.click(control.x, control.y);
  const answer = await seen.answer();
  const profile = profiling ? ((await cdp.send('Profiler.stop')).profile as CpuProfile) : undefined;
  const timings = {
    usableMs: answer.atMs,
    firstPaintMs: await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    ),
  };
  if (requests || profile) {
    // When the control could take the tap, apart from its answer: what the page needs before the tap and after it.
    console.log(
      `  ${waterfallOf}: first paint ${seconds(timings.firstPaintMs)}, control ${seconds(control.atMs)}, ` +
        `usable ${seconds(timings.usableMs)}`,
    );
    for (const line of requests ? waterfallLines(requests()) : []) console.log(`    ${line}`);
    for (const line of profile ? cpuProfileLines(profile) : []) console.log(`    ${line}`);
  }
  // The tab is left once it has loaded and the browser is idle, so the page's own idle work (registering the service
  // worker, fetching the next page's code) has started, as it would while a member reads. Not once the network is
  // idle: the bell's event stream stays open on a member page.
  await page.waitForLoadState('load', { timeout: STEP_TIMEOUT });
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })));
  return { timings, page };
}

type ControlReport = Extract<UsableReport, { seen: 'control' }>;
type AnswerReport = Extract<UsableReport, { seen: 'answer' }>;

/** The page's two reports as promises, failing when the step's bound passes first. */
function pageReports(page: Page) {
  let onControl: (report: ControlReport) => void = () => undefined;
  let onAnswer: (report: AnswerReport) => void = () => undefined;
  const control = new Promise<ControlReport>((resolve) => (onControl = resolve));
  const answer = new Promise<AnswerReport>((resolve) => (onAnswer = resolve));
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${page.url()}: no answer in ${seconds(STEP_TIMEOUT)}`)), STEP_TIMEOUT);
  });
  void answer.then(() => clearTimeout(timer));
  return {
    control: () => Promise.race([control, bound]),
    answer: () => Promise.race([answer, bound]),
    report: (report: UsableReport) => (report.seen === 'control' ? onControl(report) : onAnswer(report)),
  };
}

const JOURNEY_PAGES = [
  { key: 'dashboard', label: `${paths.dashboard.path} (first visit)`, goal: FIRST_VISIT_GOAL },
  { key: 'matches', label: `${paths.matches.path} (next)`, goal: {} },
  { key: 'profile', label: 'a profile (next)', goal: {} },
  { key: 'messages', label: `${paths.messages.path} (next)`, goal: {} },
  { key: 'request', label: `${paths.request.path} (next)`, goal: {} },
  { key: 'repeat', label: `${paths.dashboard.path} (repeat visit)`, goal: REPEAT_VISIT_GOAL },
  { key: 'matchesFirst', label: `${paths.matches.path} (first visit)`, goal: FIRST_VISIT_GOAL },
  { key: 'messagesFirst', label: `${paths.messages.path} (first visit)`, goal: FIRST_VISIT_GOAL },
  { key: 'requestFirst', label: `${paths.request.path} (first visit)`, goal: FIRST_VISIT_GOAL },
] as const satisfies readonly { key: string; label: string; goal: PageGoal }[];

type JourneyTimings = Record<(typeof JOURNEY_PAGES)[number]['key'], VisitTimings>;

/** A phone of the member's, signed in as the log-in form leaves them, with nothing cached and no page loaded yet. */
function newPhone(browser: Browser, origin: string, member: Member): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: origin,
    viewport: CHEAP_PHONE.viewport,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'allow',
    storageState: {
      cookies: [],
      origins: [
        {
          origin,
          localStorage: [
            { name: 'jwt', value: member.jwt },
            { name: 'user', value: JSON.stringify({ id: member.user.id, full_name: member.user.full_name }) },
          ],
        },
      ],
    },
  });
}

async function closed(visited: Promise<{ timings: VisitTimings; page: Page }>): Promise<VisitTimings> {
  const { timings, page } = await visited;
  await page.close();
  return timings;
}

/**
 * One member's journey through one build's pages on a phone with nothing cached: /dashboard first, then the next
 * pages with what the earlier ones cached, /dashboard again; then /matches, /messages and /request each as the first
 * page on a phone of its own (issue 37's goals are for first visits).
 */
async function journey(
  browser: Browser,
  origin: string,
  build: Build,
  api: APIRequestContext,
): Promise<JourneyTimings> {
  const { member, match, writer } = await journeyMembers(api);
  const interestDialog = { role: 'dialog', name: `Send an interest to ${match.fullName}` } as const;
  const steps = {
    dashboard: {
      control: { role: 'button', name: 'Edit basic details' },
      answer: { role: 'dialog', name: 'Edit basic details' },
    },
    matches: {
      control: { role: 'button', name: 'Send interest', within: { role: 'listitem', name: match.fullName } },
      answer: interestDialog,
    },
    profile: { control: { role: 'button', name: 'Send interest' }, answer: interestDialog },
    messages: {
      control: { role: 'button', name: writer.fullName, match: 'start' },
      answer: { role: 'list', name: 'Messages', text: MESSAGE },
    },
    request: {
      control: { role: 'tab', name: 'Accepted' },
      answer: { role: 'link', name: writer.fullName, match: 'exact' },
    },
  } as const satisfies Record<string, UsableStep>;
  const context = await newPhone(browser, origin, member);
  let inJourney: Omit<JourneyTimings, 'matchesFirst' | 'messagesFirst' | 'requestFirst'>;
  try {
    const dashboard = await closed(
      visit(context, paths.dashboard.path, steps.dashboard, `${build.name} ${paths.dashboard.path} (first visit)`),
    );
    const matchesVisit = await visit(context, paths.matches.path, steps.matches);
    const profileHref = await matchesVisit.page
      .getByRole('listitem', { name: match.fullName })
      .getByRole('link', { name: match.fullName })
      .getAttribute('href');
    await matchesVisit.page.close();
    if (!profileHref) throw new Error(`${match.fullName}'s card has no link to the profile`);
    const profile = await closed(visit(context, profileHref, steps.profile));
    const messages = await closed(visit(context, paths.messages.path, steps.messages));
    const requestVisit = await visit(context, paths.request.path, steps.request);
    if (hasServiceWorker(build)) {
      // Registered after a page's load when the browser is idle; active once its install has kept the shell's files.
      const waitStarted = Date.now();
      await requestVisit.page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      console.log(`  ${build.name}: its service worker was active ${seconds(Date.now() - waitStarted)} after /request`);
    }
    await requestVisit.page.close();
    const repeat = await closed(
      visit(context, paths.dashboard.path, steps.dashboard, `${build.name} ${paths.dashboard.path} (repeat visit)`),
    );
    inJourney = { dashboard, matches: matchesVisit.timings, profile, messages, request: requestVisit.timings, repeat };
  } finally {
    await context.close();
  }
  const firstVisit = async (url: string, step: UsableStep) => {
    const phone = await newPhone(browser, origin, member);
    try {
      return await closed(visit(phone, url, step, `${build.name} ${url} (first visit)`));
    } finally {
      await phone.close();
    }
  };
  return {
    ...inJourney,
    matchesFirst: await firstVisit(paths.matches.path, steps.matches),
    messagesFirst: await firstVisit(paths.messages.path, steps.messages),
    requestFirst: await firstVisit(paths.request.path, steps.request),
  };
}

function hasServiceWorker(build: Build): boolean {
  return existsSync(path.join(build.frontEndDir, 'members', brand, 'service-worker.js'));
}

async function main() {
  const dataDir = e2eDataDir(PROJECT);
  const cluster = await startThrowawayCluster();
  const servers: { stop: () => Promise<void> }[] = [];
  let browser: Browser | undefined;
  let api: APIRequestContext | undefined;
  try {
    await runApiCommand(DEMO_DATA_COMMAND, ['--count', '20'], { DATA_DIR: dataDir, DATABASE_URL: cluster.url });
    const origins: string[] = [];
    for (const [index, build] of builds.entries()) {
      const server = await startBenchApi({
        port: FIRST_PORT + index,
        dataDir,
        databaseUrl: cluster.url,
        env: {
          BRAND: brand,
          DEMO_MODE: 'true',
          FRONT_END_DIR: build.frontEndDir,
          // The sign-ups come from addresses of their own (newVisitorHeaders), as members' phones do.
          TRUST_PROXY: 'loopback',
        },
      });
      servers.push(server);
      origins.push(server.base);
    }
    api = await apiRequest.newContext({ baseURL: origins[0] });
    browser = await chromium.launch(chromiumLaunchOptions());
    console.log(
      `The phone journey on ${brand}: ${CHEAP_PHONE.viewport.width} × ${CHEAP_PHONE.viewport.height}, CPU ${CHEAP_PHONE.cpuSlowdown}× slower, ` +
        `${CHEAP_PHONE.latencyMs} ms latency and ${CHEAP_PHONE.downloadKbitPerSecond}/${CHEAP_PHONE.uploadKbitPerSecond} kbit/s down/up; ` +
        `${RUNS} runs of ${runOrder.map((index) => `${builds[index].name} (${builds[index].frontEndDir})`).join(' and ')}, interleaved in that order; ${browser.version()}.`,
    );
    const results = builds.map(() => [] as JourneyTimings[]);
    for (let run = 0; run < RUNS; run += 1) {
      for (const index of runOrder) {
        const build = builds[index];
        const timings = await journey(browser, origins[index], build, api);
        results[index].push(timings);
        console.log(
          `  run ${run + 1}, ${build.name}: ` +
            JOURNEY_PAGES.map(
              ({ key, label }) =>
                `${label} ${(timings[key].firstPaintMs / 1000).toFixed(2)}/${(timings[key].usableMs / 1000).toFixed(2)} s`,
            ).join(', ') +
            ' (first paint/usable)',
        );
      }
    }
    console.log('');
    for (const { key, label, goal } of JOURNEY_PAGES) {
      const lines = pageFigureLines(
        label,
        goal,
        builds.map((build, index) => ({ name: build.name, visits: results[index].map((timings) => timings[key]) })),
      );
      for (const line of lines) console.log(line);
    }
  } finally {
    await browser?.close();
    await api?.dispose();
    for (const server of servers) await server.stop();
    await cluster.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
