import type { FastifyInstance } from 'fastify';

/**
 * A background job of the API: run once it is ready and then every `intervalMs`, never two runs at once (asked while
 * one is under way, it runs once more after it), and closing the API waits for the run under way. The job logs its
 * own outcome; the returned function asks for a run now and resolves when the runs it joined are done.
 */
export function runEvery(app: FastifyInstance, intervalMs: number, job: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let again = false;
  const trigger = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await job();
      } while (again);
      running = null;
    })();
    return running;
  };
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    void trigger();
    timer = setInterval(() => void trigger(), intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
  return trigger;
}
