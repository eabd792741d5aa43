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
 * How much of an upload may wait for its writes before the upload is held back. A file stream's own 16 KB is less than
 * one of the socket's 64 KB chunks, so every chunk stopped the upload's streams (busboy's, the request's, the socket's
 * reading) until its write was done, then started them again, and each chunk had a write of its own: ten phone photos
 * (3.4 MB) received at once cost a bare Fastify 310 ms of CPU with it, 236 ms with 1 MB (user 230 → 156 ms; 2026-11-28,
 * a scratch run of six rounds in turns at load 12-17). Still a part of a photo, never the whole.
 */
const WRITE_AHEAD_BYTES = 1024 * 1024;

/**
 * Writes an upload's stream to a temporary file as it arrives, written (by libuv's threads) no more than
 * WRITE_AHEAD_BYTES behind what was read, so a photo is never held whole on the request thread's heap: ten 4 MB photos
 * arriving at once held 80 MB there (the chunks, then their copy in one buffer), and the garbage collections freeing it
 * stalled every request of the process for tens of milliseconds (a CPU profile of tools/bench/photo-screening-load.ts's
 * upload burst). The file is in `dir` (the system's temporary folder); a stream that fails leaves none.
 */
export async function spoolUpload(upload: Readable, dir = tmpdir()): Promise<SpooledUpload> {
  const file = path.join(dir, `photo-upload-${randomBytes(12).toString('hex')}`);
  const remove = () => rm(file, { force: true });
  try {
    await pipeline(upload, createWriteStream(file, { flags: 'wx', mode: 0o600, highWaterMark: WRITE_AHEAD_BYTES }));
    return { file, bytes: (await stat(file)).size, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}
