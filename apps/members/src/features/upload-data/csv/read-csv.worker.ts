/// <reference lib="webworker" />
import { i18n, type Messages } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Language } from '@matri/contracts';
import { activateLanguage } from '@matri/ui';
import { loadOtherPagesMessages } from '../../../i18n/load-messages';
import { readCsvText, type CsvPart } from './read-csv-text';
import type { CsvReadMessage } from './csv-read-messages';

const scope = globalThis as unknown as DedicatedWorkerGlobalScope;

async function messagesOf(language: Language): Promise<Messages> {
  try {
    // This feature's words, the reader's among them, are in the other pages' catalog (tools/i18n/lingui.config.ts).
    return await loadOtherPagesMessages(language);
  } catch {
    // The reader still reports, in the words the messages are written in (English), rather than not at all.
    return {};
  }
}

/**
 * Reads its part of an upload off the page's thread, so a file of a hundred thousand rows never freezes the page; its
 * problems are written in the page's language (the contracts' row checks and this reader's own words).
 */
scope.onmessage = async (event: MessageEvent<{ file: File; part: CsvPart; language: Language }>) => {
  const { file, part, language } = event.data;
  activateLanguage(language, await messagesOf(language));
  const post = (message: CsvReadMessage) => scope.postMessage(message);
  try {
    readCsvText(await file.text(), post, part);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    post({ type: 'failed', message: i18n._(msg`This file could not be read: ${reason}`) });
  }
};
