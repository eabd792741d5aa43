import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs work the answer must not wait for: how long it takes would tell what it did (whether a sign-up's contact
     * has an account). A failure is logged under `label`, which names no one.
     */
    afterAnswer: (label: string, work: () => Promise<void>) => void;
    /** Resolves once the work started so far has ended; closing the API waits for it as well. */
    workAfterAnswers: () => Promise<void>;
  }
}

export const afterAnswerPlugin = fp(async (app: FastifyInstance) => {
  const running = new Set<Promise<void>>();
  app.decorate('afterAnswer', (label: string, work: () => Promise<void>) => {
    const done = work()
      .catch((error: unknown) => app.log.error({ err: error }, label))
      .finally(() => running.delete(done));
    running.add(done);
  });
  app.decorate('workAfterAnswers', async () => {
    await Promise.all(running);
  });
  app.addHook('onClose', async () => {
    await Promise.all(running);
  });
});
