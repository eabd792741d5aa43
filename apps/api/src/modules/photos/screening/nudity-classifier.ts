import { Worker } from 'node:worker_threads';
import { NUDITY_WORKER_FILE } from '../../../config/api-files';
import type { NudityScores } from './screening-engines';

export interface NudityClassifierDeadlines {
  /**
   * How long the model may take to load (about 6 s of CPU here): minutes, since a machine whose cores are shared by
   * everything else gives the worker a fraction of one. A photo's deadline counted the load in before, and on a busy
   * machine no load ever finished: each timeout started the worker again, and the next photo loaded it from scratch.
   */
  loadMs: number;
  /** How long a photo may take once the model is loaded (about 100 ms here), queue behind earlier photos included. */
  photoMs: number;
}

const DEADLINES: NudityClassifierDeadlines = { loadMs: 10 * 60_000, photoMs: 60_000 };

type Waiting = {
  resolve: (scores: NudityScores) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout | null;
};

type Answer = { id?: number; scores?: NudityScores; error?: string; ready?: true; loadError?: string };

/**
 * nsfwjs in one worker thread, started at the first photo and kept: loading the model costs seconds, so one worker
 * answers photos one after another (jobs screen one photo at a time per process). A worker that dies, or whose model
 * does not load in time, fails what it held and is started again at the next photo.
 */
export function createNudityClassifier(workerFile = NUDITY_WORKER_FILE, deadlines = DEADLINES) {
  let worker: { thread: Worker; isReady: boolean; loadTimer: NodeJS.Timeout } | null = null;
  let next = 0;
  const waiting = new Map<number, Waiting>();
  const failAll = (error: Error) => {
    for (const job of waiting.values()) {
      if (job.timer) clearTimeout(job.timer);
      job.reject(error);
    }
    waiting.clear();
  };
  const stop = (current: NonNullable<typeof worker>, error: Error) => {
    if (worker === current) worker = null;
    clearTimeout(current.loadTimer);
    failAll(error);
    void current.thread.terminate();
  };
  const startDeadline = (current: NonNullable<typeof worker>, id: number, job: Waiting) => {
    job.timer = setTimeout(() => {
      waiting.delete(id);
      job.reject(new Error('The nudity check took too long'));
      // A hung model holds the worker: the next photo gets a new one.
      stop(current, new Error('The nudity check was stopped'));
    }, deadlines.photoMs);
  };
  const start = () => {
    const thread = new Worker(workerFile);
    const started = {
      thread,
      isReady: false,
      loadTimer: setTimeout(() => stop(started, new Error('The nudity model did not load in time')), deadlines.loadMs),
    };
    thread.on('message', (answer: Answer) => {
      if (answer.ready) {
        started.isReady = true;
        clearTimeout(started.loadTimer);
        for (const [id, job] of waiting) if (!job.timer) startDeadline(started, id, job);
        return;
      }
      if (answer.loadError) return stop(started, new Error(`The nudity model did not load: ${answer.loadError}`));
      const job = answer.id === undefined ? undefined : waiting.get(answer.id);
      if (!job || answer.id === undefined) return;
      waiting.delete(answer.id);
      if (job.timer) clearTimeout(job.timer);
      if (answer.scores) job.resolve(answer.scores);
      else job.reject(new Error(`The nudity check failed: ${answer.error ?? 'no answer'}`));
    });
    thread.on('error', (error) => failAll(error));
    thread.on('exit', () => {
      clearTimeout(started.loadTimer);
      if (worker === started) worker = null;
      failAll(new Error('The nudity check stopped'));
    });
    return started;
  };
  return {
    classify(image: Buffer): Promise<NudityScores> {
      worker ??= start();
      const id = (next += 1);
      const current = worker;
      return new Promise<NudityScores>((resolve, reject) => {
        const job: Waiting = { resolve, reject, timer: null };
        waiting.set(id, job);
        if (current.isReady) startDeadline(current, id, job);
        current.thread.postMessage({ id, bytes: image });
      });
    },
    async close(): Promise<void> {
      const current = worker;
      worker = null;
      if (current) clearTimeout(current.loadTimer);
      await current?.thread.terminate();
    },
  };
}
