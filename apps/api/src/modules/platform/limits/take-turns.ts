/**
 * Runs work at most `atOnce` at a time, the rest waiting in arrival order. Work that has waited `waitAtMostMs` for a
 * turn goes ahead without one, so a turn held for long (an upload trickling in from a slow phone) delays the others
 * by at most that.
 */
export function takeTurns(atOnce: number, waitAtMostMs = Infinity): <T>(work: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  const turn = (): Promise<boolean> => {
    if (running < atOnce) {
      running += 1;
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      const take = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = Number.isFinite(waitAtMostMs)
        ? setTimeout(() => {
            waiting.splice(waiting.indexOf(take), 1);
            resolve(false);
          }, waitAtMostMs)
        : undefined;
      waiting.push(take);
    });
  };
  return async (work) => {
    const hasTurn = await turn();
    try {
      return await work();
    } finally {
      if (hasTurn) release();
    }
  };
}
