import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { FaceCheckBusy, FaceCheckFailed } from './face-check-errors';

/**
 * The worker file beside this one, when run from the sources (tsx, jest). A bundle (the API's esbuild build) copies
 * face-worker.cjs with fuse-clipped-relu.cjs, human-other-models.cjs and rotate-with-offset.cjs (which it requires
 * from beside it) and passes its path as `workerFile`, as the API does for its HEIC decoder.
 */
export const FACE_WORKER_FILE = path.join(__dirname, 'face-worker.cjs');

/**
 * Who waits for a job: a member on a page (the selfie check) or a background job (photo screening). A free worker takes
 * the interactive lane's jobs first, so a burst of screening never stands between a member and their answer.
 */
export type FaceJobLane = 'interactive' | 'background';

const WITHDRAWN = 'The face check was withdrawn by its caller before it started';

export type FaceWorkerPoolOptions = {
  size: number;
  /**
   * Jobs each lane may keep waiting beyond those running; one more is refused with FaceCheckBusy. A person waits on a
   * small bound (answered "try again" at once rather than after a long wait); background jobs already wait in the job
   * queue, so theirs is larger.
   */
  maxQueue: Record<FaceJobLane, number>;
  /** A job running longer is taken as a hung worker: the job fails and the worker is replaced. */
  jobTimeoutMs: number;
  /**
   * A new worker's models loading longer is taken as a hung load. A job's own time counts only once they have loaded
   * (the worker says so): on a busy machine the load takes many times a job's bound, and a load cut short by it is
   * started again by the next worker, so no job would ever be answered.
   */
  loadTimeoutMs: number;
  workerFile?: string;
  /** Handed to each worker as it starts (the models' settings). */
  workerData?: unknown;
};

type Job = {
  request: unknown;
  resolve: (response: unknown) => void;
  reject: (error: Error) => void;
  /** Set while the job waits in a queue and its caller may withdraw it. */
  stopWatching?: () => void;
};
type Slot = { worker: Worker; job: Job | null; timer: NodeJS.Timeout | null; isReady: boolean };
type WorkerAnswer = { id: number; response?: unknown; error?: string } | { ready: true } | { loadError: string };

/**
 * A fixed number of worker threads, started at the first job (not when the program starts), each running one job at
 * a time and keeping its models loaded between jobs, so one process loads the models once for every caller. Jobs
 * beyond the workers wait in their lane's bounded queue, the interactive lane's taken first (a running job is never
 * interrupted); one more is refused at once with FaceCheckBusy, so a burst never piles up memory or latency. A job
 * still waiting when its `signal` aborts leaves the queue (its caller has gone: nobody would read the answer).
 */
export class FaceWorkerPool {
  private readonly slots: Slot[] = [];
  private readonly queues: Record<FaceJobLane, Job[]> = { interactive: [], background: [] };
  private nextId = 0;
  private closed = false;

  constructor(private readonly options: FaceWorkerPoolOptions) {}

  run<T>(request: unknown, lane: FaceJobLane = 'interactive', signal?: AbortSignal): Promise<T> {
    if (this.closed) return Promise.reject(new FaceCheckFailed('The face check pool is closed'));
    if (signal?.aborted) return Promise.reject(new FaceCheckFailed(WITHDRAWN));
    const queue = this.queues[lane];
    const idle = this.idleSlot();
    if (!idle && queue.length >= this.options.maxQueue[lane]) {
      return Promise.reject(new FaceCheckBusy(queue.length));
    }
    return new Promise<T>((resolve, reject) => {
      const job: Job = { request, resolve: resolve as (response: unknown) => void, reject };
      if (idle) this.start(idle, job);
      else {
        queue.push(job);
        if (signal) this.withdrawOnAbort(job, queue, signal);
      }
    });
  }

  private withdrawOnAbort(job: Job, queue: Job[], signal: AbortSignal): void {
    const withdraw = () => {
      const index = queue.indexOf(job);
      if (index === -1) return;
      queue.splice(index, 1);
      job.reject(new FaceCheckFailed(WITHDRAWN));
    };
    signal.addEventListener('abort', withdraw, { once: true });
    job.stopWatching = () => signal.removeEventListener('abort', withdraw);
  }

  /** A lane's jobs waiting for a worker (not those running). */
  waiting(lane: FaceJobLane): number {
    return this.queues[lane].length;
  }

  async close(): Promise<void> {
    this.closed = true;
    const slots = this.slots.splice(0);
    const jobs = [
      ...this.queues.interactive.splice(0),
      ...this.queues.background.splice(0),
      ...slots.flatMap((slot) => (slot.job ? [slot.job] : [])),
    ];
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
    const slot: Slot = { worker, job: null, timer: null, isReady: false };
    worker.on('message', (answer: WorkerAnswer) => {
      if ('ready' in answer) {
        slot.isReady = true;
        if (slot.job) this.armTimer(slot);
        return;
      }
      if ('loadError' in answer) {
        this.drop(slot, `its models did not load: ${answer.loadError}`);
        return;
      }
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
    const next = this.waiting('interactive') + this.waiting('background') > 0 && !this.closed ? this.idleSlot() : null;
    if (next) this.startNext(next);
  }

  private startNext(slot: Slot): void {
    const next = this.queues.interactive.shift() ?? this.queues.background.shift();
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

  /** The bound of what the worker is doing now: loading its models, or the job once they have loaded. */
  private armTimer(slot: Slot): void {
    if (slot.timer) clearTimeout(slot.timer);
    const [bound, why] = slot.isReady
      ? [this.options.jobTimeoutMs, 'no answer in']
      : [this.options.loadTimeoutMs, 'its models did not load in'];
    slot.timer = setTimeout(() => this.drop(slot, `${why} ${bound} ms`), bound);
  }

  private start(slot: Slot, job: Job): void {
    job.stopWatching?.();
    slot.job = job;
    slot.worker.ref();
    this.armTimer(slot);
    this.nextId += 1;
    slot.worker.postMessage({ id: this.nextId, request: job.request });
  }
}
