import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { channelFaceChecker, type FaceChecker, type FaceCheckSettings } from '@matri/face-check';

/** Linux's clock ticks a second, in which /proc/<pid>/stat counts a process's CPU time. */
const TICKS_A_SECOND = 100;

/**
 * The API's selfie checks as its processes ask its primary's one pool (server/primary.ts): a child process holding the
 * pool (face-pool-process.ts) and a checker here asking it over the IPC channel. `cpuMs` is the child's CPU so far
 * (the models run there), to add to this process's own.
 */
export function startSharedFacePool(settings: FaceCheckSettings): {
  checker: FaceChecker;
  cpuMs: () => number;
  close: () => Promise<void>;
} {
  const child = fork(path.join(__dirname, 'face-pool-process.ts'), {
    execArgv: ['--import', 'tsx'],
    serialization: 'advanced',
    env: {
      ...process.env,
      FACE_POOL_SETTINGS: JSON.stringify(settings),
      TSX_TSCONFIG_PATH: path.join(__dirname, 'tsconfig.json'),
    },
  });
  const checker = channelFaceChecker(child, settings);
  const cpuMs = () => {
    // utime and stime are the 14th and 15th fields, counted after the command's closing parenthesis.
    const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) / TICKS_A_SECOND) * 1000;
  };
  const close = async () => {
    await checker.close();
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.disconnect();
    await exited;
  };
  return { checker, cpuMs, close };
}
