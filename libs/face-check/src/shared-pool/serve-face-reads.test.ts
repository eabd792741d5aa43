import { FaceCheckBusy, FaceCheckFailed } from '../engine/face-check-errors';
import type { FaceWorkerPool } from '../engine/face-worker-pool';
import { channelPair, loneChannel, type FakeChannel } from '../testing/channel-pair';
import { holdingPool } from '../testing/holding-pool';
import { JPEG } from '../testing/readings';
import { channelFaceChecker } from './channel-face-checker';
import type { FaceReadAnswer, FaceReadAsk } from './face-read-messages';
import { serveFaceReads } from './serve-face-reads';

/** The primary's end of its channel to one API process: `ask` brings that process's read, and each answer is recorded. */
function apiProcessChannel(name: string, answered: string[]): { channel: FakeChannel; ask: (id: number) => void } {
  const channel = loneChannel();
  const ask = (id: number) => {
    const message: FaceReadAsk = { kind: 'face-read', id, lane: 'interactive', request: { images: [] } };
    channel.emit('message', message);
  };
  const send = channel.send;
  channel.send = (message, handle, options, callback) => {
    const { id } = message as FaceReadAnswer;
    answered.push('failure' in (message as FaceReadAnswer) ? `${name}${id} refused` : `${name}${id}`);
    return send(message, handle, options, callback);
  };
  return { channel, ask };
}

/** Two API processes whose reads `pool` serves, and their answers in the order they were sent. */
function twoProcessesServedBy(pool: FaceWorkerPool) {
  const answered: string[] = [];
  const a = apiProcessChannel('a', answered);
  const b = apiProcessChannel('b', answered);
  serveFaceReads(pool, a.channel);
  serveFaceReads(pool, b.channel);
  return { a, b, answered };
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}

describe('the face reads served to several processes from one pool', () => {
  it('takes the processes’ reads into one queue in the order they came, not a process’s after another’s', async () => {
    const { pool, release } = holdingPool(1, 4);
    const { a, b, answered } = twoProcessesServedBy(pool);

    a.ask(1);
    a.ask(2);
    b.ask(1);
    a.ask(3);
    expect(pool.waiting('interactive')).toBe(3);
    release();

    await until(() => answered.length === 4);
    expect(answered).toEqual(['a1', 'a2', 'b1', 'a3']);
    await pool.close();
  });

  it('bounds the one queue for all the processes: a read beyond it is refused as busy to the process that asked', async () => {
    const { pool, release } = holdingPool(2, 1);
    const { a, b, answered } = twoProcessesServedBy(pool);

    a.ask(1);
    a.ask(2);
    a.ask(3);
    b.ask(1);

    await until(() => answered.length === 1);
    expect(answered).toEqual(['b1 refused']);
    expect(b.channel.sent[0]).toMatchObject({ id: 1, failure: { name: 'FaceCheckBusy', queued: 1 } });
    release();
    await until(() => answered.length === 4);
    await pool.close();
  });

  it('takes the reads still waiting of a process that has gone out of the queue, so those behind them start next', async () => {
    const { pool, release } = holdingPool(1, 4);
    const { a, b, answered } = twoProcessesServedBy(pool);

    a.ask(1);
    a.ask(2);
    a.ask(3);
    b.ask(1);
    expect(pool.waiting('interactive')).toBe(3);
    a.channel.emit('disconnect');
    expect(pool.waiting('interactive')).toBe(1);
    // A read that arrives after the process has gone (already in the channel) is not queued either.
    a.ask(4);
    expect(pool.waiting('interactive')).toBe(1);

    release();
    await until(() => answered.length === 5);
    // The read running when the process went is not interrupted: it ends, and the primary's answer finds no one.
    expect([...answered].sort()).toEqual(['a1', 'a2 refused', 'a3 refused', 'a4 refused', 'b1']);
    await pool.close();
  });

  it('gives a checker on the other end of the channel the pool’s error as its own class', async () => {
    const { pool, release } = holdingPool(1, 0);
    const { asking, serving } = channelPair();
    serveFaceReads(pool, serving);
    const faces = channelFaceChecker(asking);

    const running = faces.detectFaces(JPEG);
    await until(() => asking.sent.length === 1);
    await expect(faces.detectFaces(JPEG)).rejects.toBeInstanceOf(FaceCheckBusy);

    await faces.close();
    await expect(running).rejects.toBeInstanceOf(FaceCheckFailed);
    release();
    await pool.close();
  });
});
