import Fastify from 'fastify';
import { runEvery } from './run-every';

describe('runEvery', () => {
  it('runs once the app is ready, never twice at once, once more when asked during a run, and close waits for it', async () => {
    const app = Fastify();
    const events: string[] = [];
    let release: () => void = () => undefined;
    let runs = 0;
    const trigger = runEvery(app, 60_000, async () => {
      runs += 1;
      const run = runs;
      events.push(`start ${run}`);
      if (run === 1) await new Promise<void>((resolve) => (release = resolve));
      events.push(`end ${run}`);
    });
    await app.ready();
    expect(events).toEqual(['start 1']);
    const joined = [trigger(), trigger()];
    release();
    await Promise.all(joined);
    expect(events).toEqual(['start 1', 'end 1', 'start 2', 'end 2']);
    await app.close();
    expect(runs).toBe(2);
  });
});
