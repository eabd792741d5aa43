/**
 * The phone the journey bench (phone-journey.ts) plays, and how it prints its figures: pure, so a test holds them.
 */

/**
 * A ₹8,000 phone on a slow mobile network, as issue 37 measures the member area: a 360 × 640 screen, a CPU four
 * times slower than this machine's core, and slow 3G (Chrome DevTools' "Slow 3G" is 400 ms and 400 kbit/s up and
 * down once its own factors are applied, the figures issue 37's first measurements were taken with).
 */
export const CHEAP_PHONE = {
  viewport: { width: 360, height: 640 },
  cpuSlowdown: 4,
  latencyMs: 400,
  downloadKbitPerSecond: 400,
  uploadKbitPerSecond: 400,
} as const;

/** CDP's Network.emulateNetworkConditions parameters for the phone: throughputs in bytes a second. */
export function phoneNetworkConditions(phone: typeof CHEAP_PHONE = CHEAP_PHONE) {
  return {
    offline: false,
    latency: phone.latencyMs,
    downloadThroughput: (phone.downloadKbitPerSecond * 1000) / 8,
    uploadThroughput: (phone.uploadKbitPerSecond * 1000) / 8,
  };
}

/** The middle value; the mean of the two middle ones for an even count. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export const seconds = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : 'n/a');

export const ratio = (value: number, base: number) =>
  Number.isFinite(value) && base > 0 ? `${(value / base).toFixed(2)}×` : 'n/a';

/** A page's goal, in milliseconds (issue 37); none for the pages it names no figure for. */
export interface PageGoal {
  firstPaintMs?: number;
  usableMs?: number;
}

export const FIRST_VISIT_GOAL: PageGoal = { firstPaintMs: 3000, usableMs: 6000 };
export const REPEAT_VISIT_GOAL: PageGoal = { firstPaintMs: 1500, usableMs: 1500 };

/** One visit's timings from the navigation's start, in milliseconds; NaN when the browser recorded no paint. */
export interface VisitTimings {
  firstPaintMs: number;
  usableMs: number;
}

/**
 * A page's lines: per timing, each build's median with its runs, the ratio of this build to the baseline when there is
 * one, and the goal with whether this build's median meets it.
 */
export function pageFigureLines(
  page: string,
  goal: PageGoal,
  builds: readonly { name: string; visits: readonly VisitTimings[] }[],
): string[] {
  const timings = [
    { label: 'first paint', key: 'firstPaintMs', goal: goal.firstPaintMs },
    { label: 'usable', key: 'usableMs', goal: goal.usableMs },
  ] as const;
  return timings.map(({ label, key, goal: goalMs }) => {
    const medians = builds.map((build) => median(build.visits.map((visit) => visit[key])));
    const perBuild = builds.map(
      (build, index) =>
        `${build.name} ${seconds(medians[index])} (${build.visits.map((visit) => seconds(visit[key]).replace(' s', '')).join(', ')})`,
    );
    const compared =
      builds.length === 2 ? `; ${builds[0].name} / ${builds[1].name} ${ratio(medians[0], medians[1])}` : '';
    const judged =
      goalMs === undefined
        ? ''
        : `; goal ≤ ${seconds(goalMs)}: ${medians[0] <= goalMs ? 'met' : 'not met'} by ${builds[0].name}`;
    return `${page} ${label}: ${perBuild.join(', ')}${compared}${judged}`;
  });
}

/** One request of a throttled visit, as CDP's Network events tell it, in milliseconds from the document's request. */
export interface WaterfallRequest {
  url: string;
  startMs: number;
  endMs: number;
  /** Bytes over the wire (compressed), headers included. */
  bytes: number;
  /** What asked for it: the parser, a script (and which file), a preload. */
  initiator: string;
}

/** A file's last path part, or an API address's path: the table's rows stay one line each. */
function shortUrl(url: string): string {
  const { pathname, search } = new URL(url);
  return pathname.startsWith('/api/') ? `${pathname}${search}` : (pathname.split('/').pop() ?? pathname) || '/';
}

/**
 * A visit's waterfall as a table sorted by start: when each request went out and came back, its size and who asked,
 * so what waits for what shows (a request that starts as another ends was asked for by its code).
 */
export function waterfallLines(requests: readonly WaterfallRequest[]): string[] {
  const sorted = [...requests].sort((a, b) => a.startMs - b.startMs);
  const total = sorted.reduce((sum, request) => sum + request.bytes, 0);
  return [
    '   start     end      KB  file or address  (asked by)',
    ...sorted.map(
      (request) =>
        `${seconds(request.startMs).padStart(8)} ${seconds(request.endMs).padStart(8)} ${(request.bytes / 1024).toFixed(1).padStart(6)}  ` +
        `${shortUrl(request.url)}  (${request.initiator})`,
    ),
    `${sorted.length} requests, ${(total / 1024).toFixed(1)} KB over the wire`,
  ];
}

/** The part of a CDP CPU profile (`Profiler.stop`) the summary reads. */
export interface CpuProfile {
  nodes: readonly { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: readonly number[];
  /** Microseconds before each sample. */
  timeDeltas: readonly number[];
}

/**
 * Where a visit's main thread went (PROFILE=1): the self time of the `top` busiest functions and of each script,
 * with V8's own entries ("(garbage collector)", "(program)": parsing, compiling, style and layout) named as they are,
 * and idle time left out. Under the bench's CPU slowdown the times are the phone's, as its throttle stretches them.
 */
export function cpuProfileLines(profile: CpuProfile, top = 15): string[] {
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const byFunction = new Map<string, number>();
  const byScript = new Map<string, number>();
  let busyUs = 0;
  profile.samples.forEach((id, index) => {
    const frame = frames.get(id);
    const us = profile.timeDeltas[index] ?? 0;
    if (!frame || frame.functionName === '(idle)') return;
    busyUs += us;
    const script = frame.url ? (frame.url.split('/').pop() ?? frame.url) : frame.functionName || '(anonymous)';
    const name = frame.url ? `${frame.functionName || '(anonymous)'} ${script}:${frame.lineNumber + 1}` : script;
    byFunction.set(name, (byFunction.get(name) ?? 0) + us);
    byScript.set(script, (byScript.get(script) ?? 0) + us);
  });
  const ranked = (totals: Map<string, number>) =>
    [...totals.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => `${seconds(us / 1000).padStart(8)}  ${name}`);
  return [
    `main thread busy ${seconds(busyUs / 1000)}; by script (self time):`,
    ...ranked(byScript),
    'by function (self time):',
    ...ranked(byFunction),
  ];
}
