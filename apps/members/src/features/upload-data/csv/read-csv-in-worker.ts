import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Language } from '@matri/contracts';
import type { CsvReadMessage } from './csv-read-messages';
import { joinParts } from './join-parts';

/** Below this a second reader costs more than it saves. */
const SPLIT_FROM_BYTES = 2 * 1024 * 1024;
const MAX_READERS = 4;

/**
 * Starts reading a file in web workers, one per core up to four for a big file, each reading a run of whole rows
 * (part 0 first); each message comes with its part. `stop` ends the reading (another file chosen, page left).
 */
export function readCsvInWorker(
  file: File,
  language: Language,
  onMessage: (message: CsvReadMessage, partIndex: number) => void,
): { stop: () => void } {
  const count =
    file.size < SPLIT_FROM_BYTES ? 1 : Math.max(1, Math.min(MAX_READERS, navigator.hardwareConcurrency || 1));
  const workers: Worker[] = [];
  const stop = () => workers.forEach((worker) => worker.terminate());
  const joined = joinParts(count, (message, partIndex) => {
    onMessage(message, partIndex);
    if (message.type === 'done' || message.type === 'failed') stop();
  });
  for (let index = 0; index < count; index += 1) {
    const worker = new Worker(new URL('./read-csv.worker.ts', import.meta.url), {
      type: 'module',
      name: `read-csv-${index + 1}`,
    });
    worker.onmessage = (event: MessageEvent<CsvReadMessage>) => joined(index, event.data);
    worker.onerror = (event) =>
      joined(index, {
        type: 'failed',
        message: event.message
          ? i18n._(msg`This file could not be read: ${event.message}`)
          : i18n._(msg`This file could not be read: the reader stopped.`),
      });
    worker.postMessage({ file, part: { index, count }, language });
    workers.push(worker);
  }
  return { stop };
}
