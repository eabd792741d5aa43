import { execFileSync, execSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/**
 * The API of an earlier commit built beside this tree, for a benchmark that measures a change against what came
 * before it in one run, on one machine's load: that commit's apps and libs are read out of git (no checkout, this
 * worktree stays as it is) into a folder of their own, sharing this tree's node_modules, and built by that commit's
 * own build commands. Returns its main.js (startBenchApi's `mainFile`) and how to remove the folder once measured.
 */
export function buildApiAt(commit: string): { mainFile: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), `api-at-${commit.slice(0, 7)}-`));
  execSync(`git archive ${commit} apps/api libs tools tsconfig.base.json package.json | tar -x -C ${dir}`, {
    cwd: root,
  });
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  const project = JSON.parse(readFileSync(path.join(dir, 'apps/api/project.json'), 'utf8')) as {
    targets: { build: { options: { commands: string[] } } };
  };
  for (const command of project.targets.build.options.commands) {
    execFileSync('sh', ['-c', command], {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, PATH: `${path.join(root, 'node_modules/.bin')}:${process.env.PATH}` },
    });
  }
  return {
    mainFile: path.join(dir, 'dist/apps/api/main.js'),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
