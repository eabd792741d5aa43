export interface EventLoopDelay {
  /** The longest the event loop was late lately (about the last 2 s), or is late now. */
  delayMs: () => number;
  stop: () => void;
}

const TICK_MS = 200;
const TICKS_REMEMBERED = 10;

/**
 * How late this process's event loop runs: a tick due every 200 ms notes how late it came. A loop blocked right now
 * counts too (the tick that is overdue), so a request answered just after a long block still sees it.
 */
export function watchEventLoopDelay(): EventLoopDelay {
  const lateness: number[] = [];
  let lastTick = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    lateness.push(Math.max(0, now - lastTick - TICK_MS));
    if (lateness.length > TICKS_REMEMBERED) lateness.shift();
    lastTick = now;
  }, TICK_MS);
  timer.unref();
  return {
    delayMs: () => Math.max(0, performance.now() - lastTick - TICK_MS, ...lateness),
    stop: () => clearInterval(timer),
  };
}
