import { threadTimesBetween, type ThreadTimes } from './process-threads-cpu';

const snapshot = (threads: Record<string, ThreadTimes>) => new Map(Object.entries(threads));

describe('threads’ CPU between two snapshots', () => {
  it('sums each kind of thread, counts a thread started in between from its start, and drops one gone', () => {
    const from = snapshot({
      '10/10': { key: 'api main', runNs: 5e6, waitNs: 1e6 },
      '11/11': { key: 'api main', runNs: 2e6, waitNs: 0 },
      '11/12': { key: 'api node', runNs: 1e6, waitNs: 0 },
      '20/20': { key: 'postgres main', runNs: 9e6, waitNs: 0 },
    });
    const to = snapshot({
      '10/10': { key: 'api main', runNs: 8e6, waitNs: 3e6 },
      '11/11': { key: 'api main', runNs: 6e6, waitNs: 1e6 },
      '11/12': { key: 'api node', runNs: 1.5e6, waitNs: 0 },
      '21/21': { key: 'postgres main', runNs: 4e6, waitNs: 2e6 },
    });
    const { threads, started } = threadTimesBetween(from, to);
    expect(Object.fromEntries(threads)).toEqual({
      'api main': { runMs: 7, waitMs: 3 },
      'api node': { runMs: 0.5, waitMs: 0 },
      'postgres main': { runMs: 4, waitMs: 2 },
    });
    expect(Object.fromEntries(started)).toEqual({ postgres: 1 });
  });
});
