import path from 'node:path';
import { FaceCheckBusy, FaceCheckFailed } from './face-check-errors';
import { FaceWorkerPool } from './face-worker-pool';

const HOLD_WORKER = path.join(__dirname, '../testing/hold-worker.cjs');

function holdingPool(size: number, maxQueue: number, jobTimeoutMs = 600_000) {
  const gate = new SharedArrayBuffer(4);
  const pool = new FaceWorkerPool({ size, maxQueue, jobTimeoutMs, workerFile: HOLD_WORKER, workerData: { gate } });
  const release = () => {
    const flag = new Int32Array(gate);
    Atomics.store(flag, 0, 1);
    Atomics.notify(flag, 0);
  };
  return { pool, release };
}

describe('the face worker pool', () => {
  it('refuses a job with FaceCheckBusy when every worker is busy and the queue is full, and runs the others', async () => {
    const { pool, release } = holdingPool(1, 2);
    const running = pool.run('first');
    const queued = [pool.run('second'), pool.run('third')];
    expect(pool.waiting).toBe(2);

    await expect(pool.run('fourth')).rejects.toBeInstanceOf(FaceCheckBusy);

    release();
    await expect(Promise.all([running, ...queued])).resolves.toEqual(['first', 'second', 'third']);
    await pool.close();
  });

  it('runs as many jobs at once as it has workers before queueing', async () => {
    const { pool, release } = holdingPool(2, 0);
    const both = [pool.run('a'), pool.run('b')];
    expect(pool.waiting).toBe(0);
    await expect(pool.run('c')).rejects.toThrow('The face check is busy');
    release();
    await expect(Promise.all(both)).resolves.toEqual(['a', 'b']);
    await pool.close();
  });

  it('fails the job of a worker that stopped and gives the next job a fresh worker', async () => {
    const { pool, release } = holdingPool(1, 1);
    const crashed = pool.run('crash');
    const next = pool.run('after');
    await expect(crashed).rejects.toBeInstanceOf(FaceCheckFailed);
    release();
    await expect(next).resolves.toBe('after');
    await pool.close();
  });

  // The stopped worker's place going to a fresh worker is the crash test's: the same path.
  it('fails a job with no answer in time, stopping its worker', async () => {
    const { pool } = holdingPool(1, 1, 50);
    await expect(pool.run('hung')).rejects.toThrow('A face check worker stopped: no answer in 50 ms');
    await pool.close();
  });

  it('fails the running and queued jobs when closed, and every job after', async () => {
    const { pool, release } = holdingPool(1, 1);
    const running = pool.run('running');
    const queued = pool.run('queued');
    const closing = pool.close();
    release();
    await expect(running).rejects.toBeInstanceOf(FaceCheckFailed);
    await expect(queued).rejects.toBeInstanceOf(FaceCheckFailed);
    await closing;
    await expect(pool.run('late')).rejects.toBeInstanceOf(FaceCheckFailed);
  });
});
