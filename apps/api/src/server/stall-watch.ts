export interface StallWatch {
  /** A heartbeat from a process (at `now`, in ms). */
  beat: (id: number, now: number) => void;
  forget: (id: number) => void;
  /** The processes whose last heartbeat is older than the stall limit; each is named once. */
  stalled: (now: number) => number[];
}

/**
 * The primary's view of its API processes' heartbeats: one whose event loop is blocked sends none, and is then
 * replaced. A process is watched from its first heartbeat, so a slow start-up is not a stall.
 */
export function createStallWatch(stallMs: number): StallWatch {
  const lastBeat = new Map<number, number>();
  return {
    beat: (id, now) => void lastBeat.set(id, now),
    forget: (id) => void lastBeat.delete(id),
    stalled: (now) => {
      const stalled = [...lastBeat].filter(([, at]) => now - at > stallMs).map(([id]) => id);
      for (const id of stalled) lastBeat.delete(id);
      return stalled;
    },
  };
}
