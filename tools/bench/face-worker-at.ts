import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/**
 * The face worker of an earlier commit, for a benchmark that times a change to the worker against what came before
 * it in one run, on one machine's load: that commit's libs/face-check is read out of git (no checkout, this worktree
 * stays as it is) into a folder of its own that shares this tree's node_modules.
 * Returns its face-worker.cjs (createFaceChecker's `workerFile`) and how to remove the folder once measured.
 */
export function faceWorkerAt(commit: string): { workerFile: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), `face-worker-at-${commit.slice(0, 7)}-`));
  execSync(`git archive ${commit} libs/face-check/src/engine | tar -x -C ${dir}`, { cwd: root });
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  return {
    workerFile: path.join(dir, 'libs/face-check/src/engine/face-worker.cjs'),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
