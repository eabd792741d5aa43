/**
 * Runs work at most `atOnce` at a time, the rest waiting in arrival order. A finished turn is handed straight to the
 * next in line, so no caller arriving meanwhile can slip in past the bound.
 */
export function takeTurns(atOnce: number): <T>(work: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  const turn = (): Promise<void> => {
    if (running < atOnce) {
      running += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => waiting.push(resolve));
  };
  return async (work) => {
    await turn();
    try {
      return await work();
    } finally {
      release();
    }
  };
}
