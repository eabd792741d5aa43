import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** An upload written to a temporary file: its path, its size, and how to remove it once stored or refused. */
export interface SpooledUpload {
  file: string;
  bytes: number;
  remove: () => Promise<void>;
}

/**
 * Writes an upload's stream to a temporary file as it arrives, each chunk written (by libuv's threads) before more is
 * read, so a photo is never held whole on the request thread's heap: ten 4 MB photos arriving at once held 80 MB there
 * (the chunks, then their copy in one buffer), and the garbage collections freeing it stalled every request of the
 * process for tens of milliseconds (a CPU profile of tools/bench/photo-screening-load.ts's upload burst). The file is
 * in `dir` (the system's temporary folder); a stream that fails leaves none.
 */
export async function spoolUpload(upload: Readable, dir = tmpdir()): Promise<SpooledUpload> {
  const file = path.join(dir, `photo-upload-${randomBytes(12).toString('hex')}`);
  const remove = () => rm(file, { force: true });
  try {
    await pipeline(upload, createWriteStream(file, { flags: 'wx', mode: 0o600 }));
    return { file, bytes: (await stat(file)).size, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}
