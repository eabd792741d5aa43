import { takeTurns } from './take-turns';

/** Work that runs until `finish` is called, noting when it started. */
function heldWork(started: string[], name: string) {
  let finish: (value: string) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const work = () =>
    new Promise<string>((resolve, reject) => {
      started.push(name);
      finish = resolve;
      fail = reject;
    });
  return { work, finish: () => finish(name), fail: (error: Error) => fail(error) };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('takeTurns', () => {
  it('runs at most atOnce at a time, the next in arrival order as each one ends, failed ones too', async () => {
    const inTurn = takeTurns(2);
    const started: string[] = [];
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => heldWork(started, name));
    const answers = [a, b, c, d].map(({ work }) => inTurn(work));
    await settle();
    expect(started).toEqual(['a', 'b']);
    b.fail(new Error('broken upload'));
    await expect(answers[1]).rejects.toThrow('broken upload');
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    a.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    c.finish();
    d.finish();
    expect(await Promise.all([answers[0], answers[2], answers[3]])).toEqual(['a', 'c', 'd']);
  });

  it('lets work that waited waitAtMostMs go ahead without a turn, which it then does not hand on', async () => {
    jest.useFakeTimers();
    try {
      const inTurn = takeTurns(1, 2000);
      const started: string[] = [];
      const [slow, late, next] = ['slow', 'late', 'next'].map((name) => heldWork(started, name));
      const answers = [slow, late, next].map(({ work }) => inTurn(work));
      await jest.advanceTimersByTimeAsync(1999);
      expect(started).toEqual(['slow']);
      await jest.advanceTimersByTimeAsync(1);
      expect(started).toEqual(['slow', 'late', 'next']);
      late.finish();
      next.finish();
      slow.finish();
      expect(await Promise.all(answers)).toEqual(['slow', 'late', 'next']);
      const [x, y] = ['x', 'y'].map((name) => heldWork(started, name));
      const later = [x, y].map(({ work }) => inTurn(work));
      await jest.advanceTimersByTimeAsync(0);
      expect(started.slice(3)).toEqual(['x']);
      x.finish();
      await jest.advanceTimersByTimeAsync(0);
      expect(started.slice(3)).toEqual(['x', 'y']);
      y.finish();
      expect(await Promise.all(later)).toEqual(['x', 'y']);
    } finally {
      jest.useRealTimers();
    }
  });
});
