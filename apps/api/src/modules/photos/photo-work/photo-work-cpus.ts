import { readFileSync } from 'node:fs';

/** The CPUs this process may run on (its affinity), as /proc/<pid>/status lists them; null where it cannot be read. */
export function allowedCpus(status: () => string = () => readFileSync('/proc/self/status', 'utf8')): number[] | null {
  let list: string | undefined;
  try {
    list = /^Cpus_allowed_list:\s*(\S+)$/m.exec(status())?.[1];
  } catch {
    return null;
  }
  if (!list) return null;
  const cpus: number[] = [];
  for (const range of list.split(',')) {
    const [first, last = first] = range.split('-').map(Number);
    for (let cpu = first; cpu <= last; cpu += 1) cpus.push(cpu);
  }
  return cpus;
}

/**
 * The CPUs the photo-work children are held to (PHOTO_WORK_CORES): the last `cores` of those the API may use, by
 * default half of them rounded down and at least one. Nice 19 alone let the children's threads hold every core while
 * ten photos were screened, and a request waking then waited for one of them to be preempted, in each of its hops
 * between the API and PostgreSQL; held to half of them, it finds a core without photo work. Null (no hold) where the
 * children may have every core anyway, or the CPUs cannot be read.
 */
export function photoWorkCpus(cores: number | undefined, allowed: number[] | null = allowedCpus()): number[] | null {
  if (!allowed) return null;
  const count = cores ?? Math.max(1, Math.floor(allowed.length / 2));
  return count >= allowed.length ? null : allowed.slice(-count);
}
