/// <reference lib="webworker" />
import { readCsvText, type CsvPart } from './read-csv-text';
import type { CsvReadMessage } from './csv-read-messages';

const scope = globalThis as unknown as DedicatedWorkerGlobalScope;

/** Reads its part of an upload off the page's thread, so a file of a hundred thousand rows never freezes the page. */
scope.onmessage = async (event: MessageEvent<{ file: File; part: CsvPart }>) => {
  const post = (message: CsvReadMessage) => scope.postMessage(message);
  try {
    readCsvText(await event.data.file.text(), post, event.data.part);
  } catch (error) {
    post({
      type: 'failed',
      message: `This file could not be read: ${error instanceof Error ? error.message : String(error)}`,
    });
  }
};
