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
});
