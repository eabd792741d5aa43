import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Files an API process holds besides its connections: database pools, the listening socket, logs, photos being read. */
export const FILES_BESIDES_CONNECTIONS = 256;

export interface OpenFilesLimit {
  soft: number;
  hard: number;
}

/** The "Max open files" line of /proc/<pid>/limits; null where there is none (not Linux). */
export function parseOpenFilesLimit(limits: string): OpenFilesLimit | null {
  const match = /^Max open files\s+(\d+|unlimited)\s+(\d+|unlimited)/m.exec(limits);
  if (!match) return null;
  const value = (text: string) => (text === 'unlimited' ? Number.POSITIVE_INFINITY : Number(text));
  return { soft: value(match[1]), hard: value(match[2]) };
}

export function readOpenFilesLimit(): OpenFilesLimit | null {
  try {
    return parseOpenFilesLimit(readFileSync('/proc/self/limits', 'utf8'));
  } catch {
    return null;
  }
}

/** The connections a process may take: MAX_CONNECTIONS, or fewer if its open files would run out first (EMFILE). */
export function connectionsWithin(limit: OpenFilesLimit | null, maxConnections: number): number {
  if (!limit) return maxConnections;
  return Math.max(1, Math.min(maxConnections, limit.soft - FILES_BESIDES_CONNECTIONS));
}

/**
 * Raises this process's soft open-files limit to its hard one (always allowed), before the API processes are forked
 * so they inherit it. Node has no setrlimit: util-linux's prlimit does it from outside. Returns the limit then in force.
 */
export function raiseOpenFilesLimit(): OpenFilesLimit | null {
  const limit = readOpenFilesLimit();
  if (!limit || limit.soft >= limit.hard || !Number.isFinite(limit.hard)) return limit;
  spawnSync('prlimit', ['--pid', String(process.pid), `--nofile=${limit.hard}:${limit.hard}`], { stdio: 'ignore' });
  return readOpenFilesLimit();
}
