import { Worker } from 'node:worker_threads';
import { NUDITY_WORKER_FILE } from '../../../config/api-files';
import type { NudityScores } from './screening-engines';

/** The first photo waits for the model to load (about 6 s here); later ones take about 100 ms. */
const TIMEOUT_MS = 60_000;

type Waiting = { resolve: (scores: NudityScores) => void; reject: (error: Error) => void; timer: NodeJS.Timeout };

/**
 * nsfwjs in one worker thread, started at the first photo and kept: loading the model costs seconds, so one worker
 * answers photos one after another (jobs screen one photo at a time per process). A worker that dies fails what it
 * held and is started again at the next photo.
 */
export function createNudityClassifier(workerFile = NUDITY_WORKER_FILE) {
  let worker: Worker | null = null;
  let next = 0;
  const waiting = new Map<number, Waiting>();
  const failAll = (error: Error) => {
    for (const job of waiting.values()) {
      clearTimeout(job.timer);
      job.reject(error);
    }
    waiting.clear();
  };
  const start = () => {
    const started = new Worker(workerFile);
    started.on('message', (answer: { id: number; scores?: NudityScores; error?: string }) => {
      const job = waiting.get(answer.id);
      if (!job) return;
      waiting.delete(answer.id);
      clearTimeout(job.timer);
      if (answer.scores) job.resolve(answer.scores);
      else job.reject(new Error(`The nudity check failed: ${answer.error ?? 'no answer'}`));
    });
    started.on('error', (error) => failAll(error));
    started.on('exit', () => {
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
        const timer = setTimeout(() => {
          waiting.delete(id);
          reject(new Error('The nudity check took too long'));
          // A hung model holds the worker: the next photo gets a new one.
          if (worker === current) worker = null;
          void current.terminate();
        }, TIMEOUT_MS);
        waiting.set(id, { resolve, reject, timer });
        current.postMessage({ id, bytes: image });
      });
    },
    async close(): Promise<void> {
      const current = worker;
      worker = null;
      await current?.terminate();
    },
  };
}
