import type { CsvReadMessage } from './csv-read-messages';

/** Starts reading a file in a web worker; `stop` ends the reading (another file chosen, page left). */
export function readCsvInWorker(file: File, onMessage: (message: CsvReadMessage) => void): { stop: () => void } {
  const worker = new Worker(new URL('./read-csv.worker.ts', import.meta.url), { type: 'module', name: 'read-csv' });
  worker.onmessage = (event: MessageEvent<CsvReadMessage>) => {
    onMessage(event.data);
    if (event.data.type === 'done' || event.data.type === 'failed') worker.terminate();
  };
  worker.onerror = (event) => {
    onMessage({ type: 'failed', message: `This file could not be read: ${event.message || 'the reader stopped'}` });
    worker.terminate();
  };
  worker.postMessage(file);
  return { stop: () => worker.terminate() };
}
