import type { CpuProfile } from './phone-journey-figures';

/** Where a function lives: a package of node_modules, Node's own code, or the file's name. */
function placeOf(url: string): string {
  if (url.startsWith('node:')) return 'node';
  const inModules = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (inModules) return inModules[1];
  return url.split('/').pop() ?? url;
}

/** A profile's node with its callees, as V8 writes them. */
type ProfileNode = CpuProfile['nodes'][number] & { children?: readonly number[] };

/**
 * Self time by function of a V8 CPU profile, counting only the samples taken within `windows` (monotonic milliseconds:
 * a profile's `startTime` is in the monotonic clock's microseconds, as process.hrtime is), each weighing the time
 * before it (as cpuProfileLines counts a whole profile). By function (`function (place:line)`) and by place (a
 * package, "node", or the file); V8's own entries ("(garbage collector)", "(idle)", "(program)") keep their names in
 * both. A native call's self time (`writev`, `writeBuffer`: a socket's, a pipe's or a file's alike) is also given by
 * who made it (`byNativeCaller`, `writev ← query (pg:…)`): the nearest caller outside Node's own code.
 */
export function selfTimeWithin(
  profile: Omit<CpuProfile, 'nodes'> & { startTime: number; nodes: readonly ProfileNode[] },
  windows: [number, number][],
): { byFunction: Map<string, number>; byPlace: Map<string, number>; byNativeCaller: Map<string, number> } {
  const namesOf = new Map(
    profile.nodes.map(({ id, callFrame }) => {
      const name = callFrame.functionName || '(anonymous)';
      if (!callFrame.url) return [id, [name, name]];
      const place = placeOf(callFrame.url);
      return [id, [`${name} (${place}:${callFrame.lineNumber + 1})`, place]];
    }),
  );
  const parentOf = new Map<number, number>(
    profile.nodes.flatMap(({ id, children }) => (children ?? []).map((child): [number, number] => [child, id])),
  );
  const urlOf = new Map(profile.nodes.map(({ id, callFrame }) => [id, callFrame.url]));
  const nativeCallerOf = (id: number): string | null => {
    const [name] = namesOf.get(id) ?? ['?'];
    if (urlOf.get(id) || name.startsWith('(')) return null;
    for (let at = parentOf.get(id); at !== undefined; at = parentOf.get(at)) {
      const url = urlOf.get(at);
      if (url && !url.startsWith('node:')) return `${name} ← ${namesOf.get(at)?.[0]}`;
    }
    return `${name} ← Node itself`;
  };
  const byFunction = new Map<string, number>();
  const byPlace = new Map<string, number>();
  const byNativeCaller = new Map<string, number>();
  const add = (sums: Map<string, number>, key: string, ms: number) => sums.set(key, (sums.get(key) ?? 0) + ms);
  let atUs = profile.startTime;
  profile.samples.forEach((id, index) => {
    const us = profile.timeDeltas[index] ?? 0;
    atUs += us;
    const atMs = atUs / 1000;
    if (!windows.some(([from, to]) => atMs >= from && atMs < to)) return;
    const [name, place] = namesOf.get(id) ?? ['?', '?'];
    add(byFunction, name, us / 1000);
    add(byPlace, place, us / 1000);
    const caller = nativeCallerOf(id);
    if (caller) add(byNativeCaller, caller, us / 1000);
  });
  return { byFunction, byPlace, byNativeCaller };
}
