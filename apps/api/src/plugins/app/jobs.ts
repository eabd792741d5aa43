import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { JobDefinition, JobQueue, RunAsked, StartJobQueue } from '../../modules/platform';

declare module 'fastify' {
  interface FastifyInstance {
    /** Declares a background job (while the API is being built); it runs once the API is ready. */
    defineJob: (job: JobDefinition) => void;
    /** Asks for a run of a declared job; resolves once it is queued (or, on the tests' queue, once it ran). */
    requestJob: (name: string, data?: object) => Promise<RunAsked>;
  }
}

/** Background jobs: declared by the plugins that own them, run on the queue the processes share from ready to close. */
export const jobsPlugin = fp(async (app: FastifyInstance, { startQueue }: { startQueue: StartJobQueue }) => {
  const jobs: JobDefinition[] = [];
  let queue: JobQueue | null = null;
  app.decorate('defineJob', (job: JobDefinition) => {
    if (queue) throw new Error(`Job ${job.name} is declared after the API started`);
    jobs.push(job);
  });
  app.decorate('requestJob', async (name: string, data?: object) => {
    if (!jobs.some((job) => job.name === name)) throw new Error(`There is no job ${name}`);
    if (!queue) throw new Error(`Job ${name} is asked for before the API is ready`);
    return queue.request(name, data);
  });
  app.addHook('onReady', async () => {
    queue = await startQueue(jobs, app.log);
  });
  app.addHook('onClose', async () => {
    await queue?.stop();
  });
});
