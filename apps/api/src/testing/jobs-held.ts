import type { JobDefinition, StartJobQueue } from '../modules/platform';

type HeldQueue = { jobs: readonly JobDefinition[]; asked: { name: string; data: object }[]; isStopped: boolean };

/**
 * A job queue that runs nothing until the test says so, as the product's queue, whose runs happen later in whichever
 * process takes them: `runAll` runs what each app still open asked for (and what those runs ask for) with that app's
 * jobs, one run at a time; `forget` drops what was asked for, as processes that died with their runs.
 */
export function jobsHeld() {
  const queues: HeldQueue[] = [];
  const start: StartJobQueue = async (jobs) => {
    const queue: HeldQueue = { jobs, asked: [], isStopped: false };
    queues.push(queue);
    return {
      request: async (name, data = {}) => {
        queue.asked.push({ name, data });
        return { isDone: false };
      },
      stop: async () => {
        queue.isStopped = true;
      },
    };
  };
  const next = () => {
    for (const queue of queues) {
      const run = queue.isStopped ? undefined : queue.asked.shift();
      if (run) return { queue, run };
    }
    return null;
  };
  return {
    start,
    runAll: async () => {
      for (let found = next(); found; found = next()) {
        const { name, data } = found.run;
        const job = found.queue.jobs.find((candidate) => candidate.name === name);
        if (!job) throw new Error(`There is no job ${name}`);
        await job.run(data);
      }
    },
    forget: () => {
      for (const queue of queues) queue.asked = [];
    },
  };
}
