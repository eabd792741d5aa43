import { FaceCheckBusy, FaceCheckFailed } from './face-check-errors';
import type { FaceJobLane } from './face-worker-pool';
import { holdingPool, open } from '../testing/holding-pool';

describe('the face worker pool', () => {
  it('refuses a job with FaceCheckBusy when every worker is busy and the queue is full, and runs the others', async () => {
    const { pool, release } = holdingPool(1, 2);
    const running = pool.run('first');
    const queued = [pool.run('second'), pool.run('third')];
    expect(pool.waiting('interactive')).toBe(2);

    await expect(pool.run('fourth')).rejects.toBeInstanceOf(FaceCheckBusy);

    release();
    await expect(Promise.all([running, ...queued])).resolves.toEqual(['first', 'second', 'third']);
    await pool.close();
  });

  it('runs as many jobs at once as it has workers before queueing', async () => {
    const { pool, release } = holdingPool(2, 0);
    const both = [pool.run('a'), pool.run('b')];
    expect(pool.waiting('interactive')).toBe(0);
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

  describe('while a new worker loads its models', () => {
    afterEach(() => jest.useRealTimers());

    it("counts a job's time only once they have loaded: a load longer than a job's bound is no hang", async () => {
      jest.useFakeTimers();
      const loadGate = new SharedArrayBuffer(4);
      const { pool, release } = holdingPool(1, 1, 50, { loadGate });
      let isSettled = false;
      const first = pool.run('first').finally(() => (isSettled = true));
      await jest.advanceTimersByTimeAsync(5_000);
      expect(isSettled).toBe(false);
      jest.useRealTimers();
      open(loadGate);
      release();
      await expect(first).resolves.toBe('first');
      await pool.close();
    });

    it('fails the job of a load that never ends, stopping its worker', async () => {
      const { pool } = holdingPool(1, 1, 600_000, { loadGate: new SharedArrayBuffer(4), loadTimeoutMs: 50 });
      await expect(pool.run('never')).rejects.toThrow('A face check worker stopped: its models did not load in 50 ms');
      await pool.close();
    });
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

  describe('with a member waiting beside background jobs', () => {
    it('gives a free worker the interactive job before the background jobs that waited longer', async () => {
      const { pool, release } = holdingPool(1, 4);
      const finished: string[] = [];
      const run = (request: string, lane: FaceJobLane) =>
        pool.run<string>(request, lane).then((answer) => finished.push(answer));
      const jobs = [
        run('screening 1', 'background'),
        run('screening 2', 'background'),
        run('screening 3', 'background'),
        run('selfie', 'interactive'),
      ];
      expect([pool.waiting('background'), pool.waiting('interactive')]).toEqual([2, 1]);

      release();
      await Promise.all(jobs);
      expect(finished).toEqual(['screening 1', 'selfie', 'screening 2', 'screening 3']);
      await pool.close();
    });

    it('bounds each lane by its own queue: a full background lane leaves the interactive lane its places', async () => {
      const { pool, release } = holdingPool(1, { interactive: 1, background: 2 });
      const accepted = [pool.run('running', 'background'), pool.run('b1', 'background'), pool.run('b2', 'background')];
      await expect(pool.run('b3', 'background')).rejects.toBeInstanceOf(FaceCheckBusy);

      accepted.push(pool.run('selfie', 'interactive'));
      await expect(pool.run('second selfie', 'interactive')).rejects.toThrow(
        'The face check is busy (1 checks waiting)',
      );

      release();
      await expect(Promise.all(accepted)).resolves.toEqual(['running', 'b1', 'b2', 'selfie']);
      await pool.close();
    });

    it('fails the jobs waiting in both lanes when closed', async () => {
      const { pool, release } = holdingPool(1, 2);
      const running = pool.run('running', 'background');
      const waiting = [pool.run('selfie', 'interactive'), pool.run('screening', 'background')];
      const closing = pool.close();
      release();
      await expect(running).rejects.toBeInstanceOf(FaceCheckFailed);
      for (const job of waiting) await expect(job).rejects.toThrow('The face check pool was closed');
      await closing;
    });
  });
});
