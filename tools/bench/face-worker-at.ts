import { execSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  configuredFaceWorkerPool,
  faceCheckConfig,
  faceCheckerOn,
  type FaceChecker,
  type FaceCheckSettings,
  type ReadRequest,
  type ReadResponse,
} from '@matri/face-check';

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

/**
 * The face checks on a pool of an earlier commit's worker (faceWorkerAt's `workerFile`), asked as that commit's checks
 * asked it: a worker from before middle frames (a challenge's frames between the first and the last, read without
 * iris) would read one as a photo, so it is sent every frame as a frame, each read with every model as it was then.
 */
export function faceCheckerOnWorkerAt(workerFile: string, settings: FaceCheckSettings): FaceChecker {
  const config = faceCheckConfig(settings);
  const pool = configuredFaceWorkerPool(config, workerFile);
  const knowsMiddleFrames = readFileSync(workerFile, 'utf8').includes("'middle-frame'");
  const asked = (request: ReadRequest): ReadRequest =>
    knowsMiddleFrames
      ? request
      : {
          images: request.images.map((image) => (image.kind === 'middle-frame' ? { ...image, kind: 'frame' } : image)),
        };
  return faceCheckerOn(
    (lane) => ({ read: (request) => pool.run<ReadResponse>(asked(request), lane) }),
    config,
    () => pool.close(),
  );
}
