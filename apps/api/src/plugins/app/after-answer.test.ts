import Fastify from 'fastify';
import { afterAnswerPlugin } from './after-answer';

it('starts the work only once the reply has gone, and workAfterAnswers waits for it', async () => {
  const app = Fastify();
  await app.register(afterAnswerPlugin);
  const seen: { isSent: boolean }[] = [];
  app.get('/', async (_request, reply) => {
    app.afterAnswer(reply, 'test work', async () => {
      seen.push({ isSent: reply.raw.writableEnded });
    });
    return { ok: true };
  });
  const answer = await app.inject({ method: 'GET', url: '/' });
  expect(answer.statusCode).toBe(200);
  await app.workAfterAnswers();
  expect(seen).toEqual([{ isSent: true }]);
  await app.close();
});
