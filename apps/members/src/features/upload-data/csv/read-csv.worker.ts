/// <reference lib="webworker" />
import { readCsvText } from './read-csv-text';
import type { CsvReadMessage } from './csv-read-messages';

/** Reads an upload off the page's thread, so a file of a hundred thousand rows never freezes the page. */
const scope = globalThis as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<File>) => {
  const post = (message: CsvReadMessage) => scope.postMessage(message);
  try {
    readCsvText(await event.data.text(), post);
  } catch (error) {
    post({ type: 'failed', message: `This file could not be read: ${error instanceof Error ? error.message : String(error)}` });
  }
};
