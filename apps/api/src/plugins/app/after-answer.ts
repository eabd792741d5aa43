import { once } from 'node:events';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs work the answer must not wait for: how long it takes would tell what it did (whether a sign-up's contact
     * has an account). It starts once the reply has gone (or its connection closed), so not even its first query
     * delays the answer. A failure is logged under `label`, which names no one.
     */
    afterAnswer: (reply: FastifyReply, label: string, work: () => Promise<void>) => void;
    /** Resolves once the work asked for so far has ended; closing the API waits for it as well. */
    workAfterAnswers: () => Promise<void>;
  }
}

/** The reply has left: 'finish' once written out, 'close' alone when the client went first. */
function replyGone(reply: FastifyReply): Promise<void> {
  if (reply.raw.writableEnded || reply.raw.destroyed) return Promise.resolve();
  return Promise.race([once(reply.raw, 'finish'), once(reply.raw, 'close')]).then(() => undefined);
}

export const afterAnswerPlugin = fp(async (app: FastifyInstance) => {
  const running = new Set<Promise<void>>();
  app.decorate('afterAnswer', (reply: FastifyReply, label: string, work: () => Promise<void>) => {
    const done = replyGone(reply)
      .then(work)
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
