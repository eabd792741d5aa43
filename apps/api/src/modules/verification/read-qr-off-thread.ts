import { Worker } from 'node:worker_threads';
import { AadhaarCheckError, aadhaarErrorCodes, type AadhaarErrorCode } from '@matri/aadhaar';
import { QR_READER_FILE, QR_READER_WORKER_FILE } from '../../config/api-files';
import { takeTurns } from '../platform';

/** A photo's pixels take about 50 MB while read: two at a time keep a small server's memory bounded. */
const inTurn = takeTurns(2);

function readInWorker(image: Uint8Array): Promise<string> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(QR_READER_WORKER_FILE, { workerData: { reader: QR_READER_FILE, image } });
    worker.once('message', (result: { text?: string; code?: string }) => {
      void worker.terminate();
      if (result.text !== undefined) resolve(result.text);
      else
        reject(
          new AadhaarCheckError(
            aadhaarErrorCodes.includes(result.code as AadhaarErrorCode)
              ? (result.code as AadhaarErrorCode)
              : 'qr-unreadable-image',
          ),
        );
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`The QR reader stopped with code ${code}`));
    });
  });
}

/** The Secure QR's text from a photo or scan, read by @matri/aadhaar in a worker thread, two photos at a time. */
export async function readQrOffThread(image: Uint8Array): Promise<string> {
  return inTurn(() => readInWorker(image));
}
