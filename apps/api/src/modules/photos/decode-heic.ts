import { Worker } from 'node:worker_threads';
import { HEIC_WORKER_FILE } from '../../config/api-files';
import { takeTurns } from '../platform';

export type HeicResult =
  | { status: 'unreadable' }
  /** Too many pixels to decode: only the size was read. */
  | { status: 'measured'; width: number; height: number }
  | { status: 'decoded'; width: number; height: number; data: Uint8ClampedArray };

/** A decoded 12 MP photo holds about 50 MB of pixels: two at a time keep memory bounded on a small server. */
const inTurn = takeTurns(2);

function decodeInWorker(bytes: Buffer, maxPixels: number): Promise<HeicResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(HEIC_WORKER_FILE, { workerData: { bytes, maxPixels } });
    worker.once('message', (result: HeicResult) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`The HEIC decoder stopped with code ${code}`));
    });
  });
}

/** Decodes a HEIC photo (RGBA pixels) in a worker thread, unless it has more than `maxPixels`. */
export async function decodeHeic(bytes: Buffer, maxPixels: number): Promise<HeicResult> {
  return inTurn(() => decodeInWorker(bytes, maxPixels));
}
