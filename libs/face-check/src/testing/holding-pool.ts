import path from 'node:path';
import { FaceWorkerPool, type FaceJobLane } from '../engine/face-worker-pool';

const HOLD_WORKER = path.join(__dirname, 'hold-worker.cjs');

/** Opens a gate hold-worker.cjs waits on. */
export const open = (gate: SharedArrayBuffer) => {
  const flag = new Int32Array(gate);
  Atomics.store(flag, 0, 1);
  Atomics.notify(flag, 0);
};

/** A pool of hold-worker.cjs threads: each job is held until `release`, then answered with its request. */
export function holdingPool(
  size: number,
  maxQueue: number | Record<FaceJobLane, number>,
  jobTimeoutMs = 600_000,
  { loadGate, loadTimeoutMs = 600_000 }: { loadGate?: SharedArrayBuffer; loadTimeoutMs?: number } = {},
) {
  const gate = new SharedArrayBuffer(4);
  const pool = new FaceWorkerPool({
    size,
    maxQueue: typeof maxQueue === 'number' ? { interactive: maxQueue, background: maxQueue } : maxQueue,
    jobTimeoutMs,
    loadTimeoutMs,
    workerFile: HOLD_WORKER,
    workerData: { gate, loadGate },
  });
  return { pool, release: () => open(gate) };
}
