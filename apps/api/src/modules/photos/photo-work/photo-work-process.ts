import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import type { DetectFacesResult, FaceCheckSettings } from '@matri/face-check';
import { PHOTO_WORK_CHILD_FILE, TSX_TSCONFIG_FILE } from '../../../config/api-files';
import type { PhotoWorkPriority } from '../../../config/photo-screening-config';
import type { NudityScores } from '../screening/screening-engines';
import type { PhotoTask, PhotoTaskAnswer, PhotoTaskMessage } from './photo-work-child';
import type { PhotoSource, PhotoWork, PreparedFiles, PreparedPhoto } from './photo-work';

const runs = (command: string, args: string[]) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;

/**
 * The command that starts the child at its priority: under SCHED_IDLE (util-linux's chrt) where it can be, which Linux
 * preempts as soon as another thread of its autogroup wakes (in its own autogroup, only its own threads: the group's
 * nice 19 is what ranks it against the API, lowerOwnAutogroup), at nice 19 as well; otherwise at the nice value alone.
 * Held to `cpus` (util-linux's taskset; photo-work-cpus.ts says why) where they are given and can be set.
 */
function priorityLauncher(priority: PhotoWorkPriority, cpus: number[] | null): string[] {
  const nice = ['nice', '-n', String(priority.nice)];
  const atPriority = priority.isIdle && runs('chrt', ['--idle', '0', 'true']) ? ['chrt', '--idle', '0', ...nice] : nice;
  const held = cpus && ['taskset', '-c', cpus.join(',')];
  return held && runs(held[0], [...held.slice(1), 'true']) ? [...held, ...atPriority] : atPriority;
}

/**
 * Gives the child's session (spawned detached: a session of its own) the child's nice value. Linux weighs nice values
 * only between the threads of one autogroup (a session's, CONFIG_SCHED_AUTOGROUP), and between autogroups by each
 * one's own nice value: a nice-19 child in the API's session was charged to the API's share, so while it screened, the
 * API's requests waited behind other sessions' work (every PostgreSQL backend is a session of its own). Two busy loops
 * at nice 19 in the API's session took 0.94 s of CPU a second and raised the member requests' p99 from 102 to 699 ms;
 * in a session at nice 19, 0.18 s and 93 ms (load 7-13, 1,200 requests each). Without autogroups (the file absent),
 * or where the system refuses the write (a read-only /proc in a container), the nice value alone ranks it: photos are
 * still screened, as the face worker's threads still run where their nice value is refused.
 */
function lowerOwnAutogroup(pid: number, nice: number): void {
  try {
    writeFileSync(`/proc/${pid}/autogroup`, String(nice));
  } catch {
    // The session's group at its default weight.
  }
}

type Waiting = { resolve: (result: unknown) => void; reject: (error: Error) => void };

export type PhotoWorkProcess = PhotoWork & {
  classifyNudity: (image: PhotoSource) => Promise<NudityScores>;
  detectFaces: (image: PhotoSource) => Promise<DetectFacesResult>;
  /** The child's process id while it runs (started at the first task), for tests and benchmarks. */
  pid: () => number | null;
  close: () => Promise<void>;
};

/**
 * Photo work and screening's models in one child process below the API's requests (photo-work-child.ts), started at
 * the first task and kept. It is started at its priority (PHOTO_WORK_PRIORITY), not lowered once running: libuv's
 * pool, libvips's threads and the models' workers are process-wide threads, and only a priority set before they exist
 * reaches every one of them (a worker thread's own nice value never reached sharp's work). A child that dies fails
 * what it held, and the next task starts another; the job queue retries the runs that failed.
 */
export function startPhotoWorkProcess(options: {
  priority: PhotoWorkPriority;
  /** The CPUs it is held to (photoWorkCpus), or null for every one. */
  cpus: number[] | null;
  faceSettings?: FaceCheckSettings;
}): PhotoWorkProcess {
  const launcher = priorityLauncher(options.priority, options.cpus);
  let child: ChildProcess | null = null;
  let next = 0;
  const waiting = new Map<number, Waiting>();
  const failAll = (error: Error) => {
    for (const job of waiting.values()) job.reject(error);
    waiting.clear();
  };
  const start = (): ChildProcess => {
    const isSource = PHOTO_WORK_CHILD_FILE.endsWith('.ts');
    const [command, ...launch] = launcher;
    const started = spawn(
      command,
      [...launch, process.execPath, ...(isSource ? ['--import', 'tsx'] : []), PHOTO_WORK_CHILD_FILE],
      {
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        serialization: 'advanced',
        // A session of its own, so that its autogroup is its own too (lowerOwnAutogroup); it still exits with the API,
        // whose going closes the IPC channel (photo-work-child.ts).
        detached: true,
        env: {
          ...process.env,
          PHOTO_WORK_FACE_SETTINGS: JSON.stringify(options.faceSettings ?? {}),
          PHOTO_WORK_NICE: String(options.priority.nice),
          ...(isSource ? { TSX_TSCONFIG_PATH: TSX_TSCONFIG_FILE } : {}),
        },
      },
    );
    if (started.pid !== undefined) lowerOwnAutogroup(started.pid, options.priority.nice);
    started.on('message', (answer: PhotoTaskAnswer) => {
      const job = waiting.get(answer.id);
      if (!job) return;
      waiting.delete(answer.id);
      if (answer.error === undefined) job.resolve(answer.result);
      else job.reject(new Error(answer.error));
    });
    const gone = (why: string) => {
      if (child === started) child = null;
      failAll(new Error(`The photo-work process ${why}`));
    };
    started.on('error', (error) => gone(`could not run: ${error.message}`));
    started.on('exit', (code, signal) => gone(`stopped (${signal ?? code})`));
    return started;
  };
  const ask = <T>(task: PhotoTask, image: PhotoTaskMessage['image'], into?: PreparedFiles): Promise<T> => {
    child ??= start();
    const current = child;
    const id = (next += 1);
    return new Promise<T>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (result: unknown) => void, reject });
      current.send({ id, task, image, into } satisfies PhotoTaskMessage, (error) => {
        if (!error) return;
        waiting.delete(id);
        reject(error);
      });
    });
  };
  return {
    prepare: (upload, into) => ask<PreparedPhoto | 'unreadable'>('prepare', upload, into),
    hash: (image) => ask('hash', image),
    classifyNudity: (image) => ask('nudity', image),
    detectFaces: (image) => ask('faces', image),
    pid: () => child?.pid ?? null,
    close: async () => {
      const current = child;
      child = null;
      if (!current || current.exitCode !== null) return;
      const exited = new Promise((resolve) => current.once('exit', resolve));
      current.disconnect();
      await exited;
    },
  };
}
