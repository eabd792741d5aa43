import { createStallWatch } from './stall-watch';

describe('createStallWatch', () => {
  it('names a process whose heartbeats stopped for longer than the limit, once, and never one not yet started', () => {
    const watch = createStallWatch(10_000);
    watch.beat(1, 0);
    watch.beat(2, 0);
    watch.beat(2, 9_000);
    expect(watch.stalled(10_000)).toEqual([]);
    expect(watch.stalled(10_001)).toEqual([1]);
    // Named once: the primary is replacing it.
    expect(watch.stalled(12_000)).toEqual([]);
    expect(watch.stalled(19_001)).toEqual([2]);
    // A process that never sent a heartbeat (still starting) is not watched yet.
    expect(watch.stalled(1_000_000)).toEqual([]);
  });

  it('forgets a process that exited', () => {
    const watch = createStallWatch(10_000);
    watch.beat(3, 0);
    watch.forget(3);
    expect(watch.stalled(60_000)).toEqual([]);
  });
});
