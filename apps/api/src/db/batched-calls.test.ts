import { batchedCalls } from './batched-calls';

/** A run that records each batch it was given and answers each key doubled, when `release` is called. */
function recordingRun() {
  const batches: number[][] = [];
  const pending: (() => void)[] = [];
  const run = (keys: number[]) => {
    batches.push(keys);
    return new Promise<number[]>((resolve) => pending.push(() => resolve(keys.map((key) => key * 2))));
  };
  const releaseAll = () => pending.splice(0).forEach((release) => release());
  return { batches, run, releaseAll };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('batchedCalls', () => {
  it('answers the calls of one turn with one run, each call its own answer, a key asked twice asked once', async () => {
    const { batches, run, releaseAll } = recordingRun();
    const call = batchedCalls(run, { maxBatch: 10, maxInFlight: 1 });
    const answers = Promise.all([call(1), call(2), call(1), call(3)]);
    await nextTurn();
    releaseAll();
    expect(await answers).toEqual([2, 4, 2, 6]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('holds calls that come while the database has its batches and sends them together after', async () => {
    const { batches, run, releaseAll } = recordingRun();
    const call = batchedCalls(run, { maxBatch: 10, maxInFlight: 1 });
    const first = call(1);
    await nextTurn();
    const later = [call(2), call(3)];
    await nextTurn();
    await nextTurn();
    const later2 = call(4);
    await nextTurn();
    expect(batches).toEqual([[1]]);
    releaseAll();
    expect(await first).toBe(2);
    await nextTurn();
    releaseAll();
    expect(await Promise.all([...later, later2])).toEqual([4, 6, 8]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it('sends at most maxBatch keys in one run and up to maxInFlight runs at once', async () => {
    const { batches, run, releaseAll } = recordingRun();
    const call = batchedCalls(run, { maxBatch: 2, maxInFlight: 2 });
    const answers = Promise.all([1, 2, 3, 4, 5].map(call));
    await nextTurn();
    expect(batches).toEqual([
      [1, 2],
      [3, 4],
    ]);
    releaseAll();
    await nextTurn();
    releaseAll();
    expect(await answers).toEqual([2, 4, 6, 8, 10]);
    expect(batches).toHaveLength(3);
  });

  it('fails the calls of a failed run only, and goes on with the next', async () => {
    let attempt = 0;
    const call = batchedCalls(
      async (keys: number[]) => {
        attempt += 1;
        if (attempt === 1) throw new Error('connection lost');
        return keys;
      },
      { maxBatch: 10, maxInFlight: 1 },
    );
    await expect(Promise.all([call(1), call(2)])).rejects.toThrow('connection lost');
    expect(await call(3)).toBe(3);
  });

  it('fails every call of a run that answers a different number of keys', async () => {
    const call = batchedCalls(async (keys: number[]) => keys.slice(1), { maxBatch: 10, maxInFlight: 1 });
    await expect(Promise.all([call(1), call(2)])).rejects.toThrow('a batch of 2 was answered with 1');
  });
});
