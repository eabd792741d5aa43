/**
 * The API's command line, its one entry point for scripts outside it:
 *   npx tsx --tsconfig apps/api/tsconfig.json apps/api/src/cli/main.ts <command> [argument]
 * `demo-data [--count N] [--if-empty] [--seed S]` loads demo members for people trying the product; every other command
 * is one of libs/contracts' apiCommands (the benchmarks' way in): one JSON argument, its answer printed as JSON.
 */
import { apiCommands, DEMO_DATA_COMMAND } from '@matri/contracts';
import { benchConversations } from './bench-conversations';
import { benchInvitations } from './bench-invitations';
import { benchMembers } from './bench-members';
import { benchPhotoHashes } from './bench-photo-hashes';
import { benchScreeningScores } from './bench-screening-scores';
import { bindCommand, CommandInputError } from './command-line';
import { demoData } from './demo-data';
import { discoverySql } from './discovery-sql';
import { importCopyScript } from './import-copy-script';
import { invitationsWorker } from './invitations-worker';
import { outbox } from './outbox';

const commands = [
  bindCommand(apiCommands.benchMembers, benchMembers),
  bindCommand(apiCommands.benchConversations, benchConversations),
  bindCommand(apiCommands.benchInvitations, benchInvitations),
  bindCommand(apiCommands.benchPhotoHashes, benchPhotoHashes),
  bindCommand(apiCommands.benchScreeningScores, benchScreeningScores),
  bindCommand(apiCommands.discoverySql, discoverySql),
  bindCommand(apiCommands.importCopyScript, importCopyScript),
  bindCommand(apiCommands.outbox, outbox),
  bindCommand(apiCommands.invitationsWorker, invitationsWorker),
];

async function main([name, ...args]: string[]): Promise<void> {
  if (name === DEMO_DATA_COMMAND) return demoData(args);
  const command = commands.find((candidate) => candidate.name === name);
  if (!command) {
    const names = [DEMO_DATA_COMMAND, ...commands.map((candidate) => candidate.name)].join(', ');
    throw new CommandInputError(`${name ? `No command "${name}"` : 'Name a command'}; the commands are ${names}`);
  }
  if (args.length > 1) throw new CommandInputError(`${name} takes one argument: a JSON object`);
  const answer = await command.run(args[0]);
  if (answer !== null) console.log(answer);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  // A bad argument is told in a line; anything else with its stack, to be found.
  console.error(error instanceof CommandInputError ? error.message : error);
  process.exit(1);
});
