import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { FaceCheckBusy, FaceCheckFailed } from './face-check-errors';

/**
 * The worker file beside this one, when run from the sources (tsx, jest). A bundle (the API's esbuild build) copies
 * face-worker.cjs and passes its path as `workerFile`, as the API does for its HEIC decoder.
 */
export const FACE_WORKER_FILE = path.join(__dirname, 'face-worker.cjs');

export type FaceWorkerPoolOptions = {
  size: number;
  maxQueue: number;
  /** A job running longer is taken as a hung worker: the job fails and the worker is replaced. */
  jobTimeoutMs: number;
  workerFile?: string;
  /** Handed to each worker as it starts (the models' settings). */
  workerData?: unknown;
};

type Job = { request: unknown; resolve: (response: unknown) => void; reject: (error: Error) => void };
type Slot = { worker: Worker; job: Job | null; timer: NodeJS.Timeout | null };
type WorkerAnswer = { id: number; response?: unknown; error?: string };

/**
 * A fixed number of worker threads, started at the first job (not when the program starts), each running one job at
 * a time and keeping its models loaded between jobs. Jobs beyond the workers wait in a bounded queue; one more is
 * refused at once with FaceCheckBusy, so a burst of checks never piles up memory or latency behind the API.
 */
export class FaceWorkerPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 0;
  private closed = false;

  constructor(private readonly options: FaceWorkerPoolOptions) {}

  run<T>(request: unknown): Promise<T> {
    if (this.closed) return Promise.reject(new FaceCheckFailed('The face check pool is closed'));
    const idle = this.idleSlot();
    if (!idle && this.queue.length >= this.options.maxQueue) {
      return Promise.reject(new FaceCheckBusy(this.queue.length));
    }
    return new Promise<T>((resolve, reject) => {
      const job: Job = { request, resolve: resolve as (response: unknown) => void, reject };
      if (idle) this.start(idle, job);
      else this.queue.push(job);
    });
  }

  /** Jobs waiting for a worker (not those running). */
  get waiting(): number {
    return this.queue.length;
  }

  async close(): Promise<void> {
    this.closed = true;
    const slots = this.slots.splice(0);
    const jobs = [...this.queue.splice(0), ...slots.flatMap((slot) => (slot.job ? [slot.job] : []))];
    slots.forEach((slot) => this.finish(slot));
    for (const job of jobs) job.reject(new FaceCheckFailed('The face check pool was closed'));
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  private idleSlot(): Slot | null {
    const idle = this.slots.find((slot) => slot.job === null);
    if (idle) return idle;
    if (this.slots.length >= this.options.size) return null;
    const slot = this.spawn();
    this.slots.push(slot);
    return slot;
  }

  private spawn(): Slot {
    const worker = new Worker(this.options.workerFile ?? FACE_WORKER_FILE, { workerData: this.options.workerData });
    const slot: Slot = { worker, job: null, timer: null };
    worker.on('message', (answer: WorkerAnswer) => {
      const job = slot.job;
      this.finish(slot);
      if (job) {
        if (answer.error === undefined) job.resolve(answer.response);
        else job.reject(new FaceCheckFailed(answer.error));
      }
      this.startNext(slot);
    });
    worker.on('error', (error) => this.drop(slot, error.message));
    worker.on('exit', (code) => this.drop(slot, `exit code ${code}`));
    return slot;
  }

  /** Takes a worker out of the pool, failing its job; the jobs waiting get a fresh worker. */
  private drop(slot: Slot, why: string): void {
    const index = this.slots.indexOf(slot);
    if (index === -1) return;
    this.slots.splice(index, 1);
    const job = slot.job;
    this.finish(slot);
    job?.reject(new FaceCheckFailed(`A face check worker stopped: ${why}`));
    void slot.worker.terminate();
    const next = this.queue.length > 0 && !this.closed ? this.idleSlot() : null;
    if (next) this.startNext(next);
  }

  private startNext(slot: Slot): void {
    const next = this.queue.shift();
    if (next) this.start(slot, next);
    // An idle worker must not keep the program alive (a CLI, a test run); a busy one must, or a caller awaiting
    // nothing else would see the program end with its check unanswered.
    else slot.worker.unref();
  }

  private finish(slot: Slot): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.job = null;
  }

  private start(slot: Slot, job: Job): void {
    slot.job = job;
    slot.worker.ref();
    slot.timer = setTimeout(
      () => this.drop(slot, `no answer in ${this.options.jobTimeoutMs} ms`),
      this.options.jobTimeoutMs,
    );
    this.nextId += 1;
    slot.worker.postMessage({ id: this.nextId, request: job.request });
  }
}
