import type { StartJobQueue } from '../modules/platform';

/**
 * The API tests' job queue: nothing runs by itself, and a run asked for happens in this process, after any run of the
 * same job under way (as on the product's queue, a sweep never overlaps itself), resolving when it is done, so a test
 * sees its effect on the next line. The product's queue is pg-boss (modules/platform/jobs/pg-boss-queue.ts, tested
 * against PostgreSQL on its own).
 */
export const jobsRunWhenAsked: StartJobQueue = async (jobs) => {
  const last = new Map<string, Promise<void>>();
  return {
    request: (name, data = {}) => {
      const job = jobs.find((candidate) => candidate.name === name);
      if (!job) return Promise.reject(new Error(`There is no job ${name}`));
      const run = (last.get(name) ?? Promise.resolve()).catch(() => undefined).then(() => job.run(data));
      last.set(name, run);
      return run.then(() => ({ isDone: true }));
    },
    stop: async () => {
      await Promise.allSettled(last.values());
    },
  };
};
