import { z } from 'zod';
import type { ApiCommand } from '@matri/contracts';

/** What a command's handler answers: the input of its output schema, or nothing for a command that runs until stopped. */
export type CommandAnswer<Output> = Output extends z.ZodType ? z.input<Output> : void;

/** A command bound to its handler: `run` takes the JSON argument as given and answers the line to print, if any. */
export interface BoundCommand {
  name: string;
  run: (argument: string | undefined) => Promise<string | null>;
}

/** A bad argument: the message names what is wrong, printed without a stack. */
export class CommandInputError extends Error {}

export function bindCommand<Input extends z.ZodType, Output extends z.ZodType | null>(
  command: ApiCommand<Input, Output>,
  handler: (input: z.output<Input>) => Promise<CommandAnswer<Output>>,
): BoundCommand {
  return {
    name: command.name,
    run: async (argument) => {
      let json: unknown;
      try {
        json = JSON.parse(argument ?? '{}');
      } catch {
        throw new CommandInputError(`${command.name} takes one argument: a JSON object`);
      }
      const input = command.input.safeParse(json);
      if (!input.success) throw new CommandInputError(`${command.name}: ${z.prettifyError(input.error)}`);
      const answer = await handler(input.data);
      return command.output ? JSON.stringify(command.output.parse(answer)) : null;
    },
  };
}

/** DATABASE_URL of the environment, as the API reads it; the commands that touch a database need one. */
export function databaseUrlOf(env: NodeJS.ProcessEnv): string {
  const url = env['DATABASE_URL'];
  if (!url) throw new CommandInputError('Set DATABASE_URL to the PostgreSQL database to work on');
  return url;
}
