import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../../../..');

export interface ApiCommandOptions {
  /** Added to this process's environment (DATABASE_URL above all). */
  env?: Record<string, string>;
  /** 'pipe' to read what the command prints (its answer, or a long-running one's progress). */
  stdout: 'pipe' | 'inherit';
}

/**
 * A command of the API's command line (apps/api/src/cli/main.ts) in a child process: node itself with tsx as its
 * loader (tsx's own command line would run the file in a grandchild, left behind when the child is killed).
 */
export function spawnApiCommand(name: string, args: string[], options: ApiCommandOptions): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/main.ts', name, ...args], {
    cwd: root,
    env: { ...process.env, TSX_TSCONFIG_PATH: 'apps/api/tsconfig.json', ...options.env },
    stdio: ['ignore', options.stdout, 'inherit'],
  });
}

/** Runs a command to its end and resolves to the last line it printed (its answer); rejects if it failed. */
export function runApiCommand(name: string, args: string[], env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawnApiCommand(name, args, { env, stdout: 'pipe' });
    let printed = '';
    child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) return resolve(printed.trimEnd().split('\n').at(-1) ?? '');
      reject(new Error(`The API's ${name} command failed (${signal ?? `exit code ${code}`}); its error is above`));
    });
  });
}
