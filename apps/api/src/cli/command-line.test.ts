import { z } from 'zod';
import { bindCommand, CommandInputError, databaseUrlOf } from './command-line';

const echo = bindCommand(
  { name: 'echo', input: z.object({ count: z.number().int().min(1) }), output: z.object({ twice: z.number() }) },
  async (input) => ({ twice: input.count * 2 }),
);

describe('a command of the command line', () => {
  it('answers the JSON its output schema describes', async () => {
    await expect(echo.run('{"count":2}')).resolves.toBe('{"twice":4}');
  });

  it('refuses an argument that is not JSON, naming what it takes', async () => {
    await expect(echo.run('count=2')).rejects.toThrow(new CommandInputError('echo takes one argument: a JSON object'));
  });

  it('refuses input its schema refuses, naming the field', async () => {
    await expect(echo.run('{"count":0}')).rejects.toThrow(/echo: .*count/s);
    await expect(echo.run(undefined)).rejects.toThrow(/echo: .*count/s);
  });

  it('prints nothing for a command that runs until it is stopped', async () => {
    const worker = bindCommand({ name: 'worker', input: z.object({}), output: null }, async () => undefined);
    await expect(worker.run('{}')).resolves.toBeNull();
  });

  it('asks for DATABASE_URL when the environment has none', () => {
    expect(() => databaseUrlOf({})).toThrow('Set DATABASE_URL to the PostgreSQL database to work on');
    expect(databaseUrlOf({ DATABASE_URL: 'postgres://db/x' })).toBe('postgres://db/x');
  });
});
