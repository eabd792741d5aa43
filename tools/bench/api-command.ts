import type { z } from 'zod';
import type { ApiCommand } from '@matri/contracts';
import { runApiCommand } from '@matri/server-kit';

/**
 * Runs a command of the API's command line on the database at `databaseUrl` and answers what it printed, read by the
 * command's own output schema (libs/contracts' apiCommands): the benchmarks' one way into the API besides HTTP.
 */
export async function callApiCommand<Input extends z.ZodType, Output extends z.ZodType>(
  command: ApiCommand<Input, Output>,
  input: z.input<Input>,
  databaseUrl: string,
): Promise<z.output<Output>> {
  const answer = await runApiCommand(command.name, [JSON.stringify(input)], { DATABASE_URL: databaseUrl });
  return command.output.parse(JSON.parse(answer));
}
