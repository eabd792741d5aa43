import { readdirSync, readFileSync } from 'node:fs';

/** One thread's counters from /proc/<pid>/task/<tid>/schedstat: on a core and waiting for one, in nanoseconds. */
export interface ThreadTimes {
  /** `<kind> <thread name>`, e.g. "api main", "api libuv-worker", "postgres postgres". */
  key: string;
  runNs: number;
  waitNs: number;
}

const readOr = (file: string, fallback: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return fallback;
  }
};

function childrenOf(pid: number): number[] {
  return readOr(`/proc/${pid}/task/${pid}/children`, '').split(' ').filter(Boolean).map(Number);
}

/** Every process under `roots`, themselves included. */
export function descendantPids(...roots: number[]): number[] {
  const all = [...roots];
  for (let i = 0; i < all.length; i += 1) all.push(...childrenOf(all[i]));
  return all;
}

/**
 * Snapshots, for every thread of every process under `roots`, the CPU time it has had and its time waiting for a core
 * (schedstat: nanoseconds, not the 10 ms ticks of /proc/<pid>/stat), keyed by `kindOf(pid)` and the thread's name, a
 * process's main thread named "main". Summed over each key; threads gone between two snapshots drop out of both.
 */
export function threadTimes(roots: number[], kindOf: (pid: number) => string): Map<string, ThreadTimes> {
  const byThread = new Map<string, ThreadTimes>();
  for (const pid of descendantPids(...roots)) {
    const kind = kindOf(pid);
    let tids: string[];
    try {
      tids = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const tid of tids) {
      const [run, wait] = readOr(`/proc/${pid}/task/${tid}/schedstat`, '0 0').split(' ').map(Number);
      const thread = Number(tid) === pid ? 'main' : readOr(`/proc/${pid}/task/${tid}/comm`, '?').trim();
      byThread.set(`${pid}/${tid}`, { key: `${kind} ${thread}`, runNs: run, waitNs: wait });
    }
  }
  return byThread;
}

/**
 * Each key's CPU and waiting time between two snapshots, in milliseconds, a thread started in between counted from its
 * start (one gone in between is not counted at all), and how many processes of each kind were started in between.
 */
export function threadTimesBetween(
  from: Map<string, ThreadTimes>,
  to: Map<string, ThreadTimes>,
): { threads: Map<string, { runMs: number; waitMs: number }>; started: Map<string, number> } {
  const threads = new Map<string, { runMs: number; waitMs: number }>();
  const started = new Map<string, number>();
  for (const [thread, end] of to) {
    const start = from.get(thread) ?? { runNs: 0, waitNs: 0 };
    const sum = threads.get(end.key) ?? { runMs: 0, waitMs: 0 };
    sum.runMs += (end.runNs - start.runNs) / 1e6;
    sum.waitMs += (end.waitNs - start.waitNs) / 1e6;
    threads.set(end.key, sum);
    const [pid, tid] = thread.split('/');
    const kind = end.key.split(' ')[0];
    if (pid === tid && !from.has(thread)) started.set(kind, (started.get(kind) ?? 0) + 1);
  }
  return { threads, started };
}
