import { isAxiosError } from 'axios';
import { startImport, toApiError, uploadCsvRows, type Http } from '@matri/api-client';
import type { ImportFailureJson } from '@matri/contracts';
import type { RowChunk } from '../csv/csv-read-messages';

export interface UploadProgress {
  sentRows: number;
  totalRows: number;
}

export interface UploadOutcome {
  created: number;
  updated: number;
  unchanged: number;
  /** `row` is the place in the rows uploaded, from 1. */
  failures: ImportFailureJson[];
  unknownHeaders: string[];
  sentRows: number;
  cancelled: boolean;
  /** Why the upload stopped before the end, when the server refused or could not be reached. */
  stoppedBecause: string | null;
}

export interface UploadInChunksOptions {
  http: Http;
  fileName: string;
  chunks: readonly RowChunk[];
  signal: AbortSignal;
  onProgress: (progress: UploadProgress) => void;
  /** Waits before each retry of a chunk that got no answer; the chunk is sent again, and the server applies it once. */
  retryDelaysMs?: readonly number[];
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** No answer, or the server's own trouble: worth sending the same chunk again. A 4xx is the request's fault. */
const isWorthRetrying = (error: unknown) => isAxiosError(error) && (!error.response || error.response.status >= 500);

/**
 * Sends a file's rows in chunks under one import, one chunk at a time, with progress after each. A chunk without an
 * answer is sent again (the server applies a chunk once, so a retry never duplicates anyone); cancelling stops before
 * the next chunk. Every row sent ends created, updated, unchanged or in `failures`.
 */
export async function uploadInChunks({ http, fileName, chunks, signal, onProgress, retryDelaysMs = [1000, 3000, 9000] }: UploadInChunksOptions): Promise<UploadOutcome> {
  const totalRows = chunks.reduce((sum, chunk) => sum + chunk.rowCount, 0);
  const outcome: UploadOutcome = { created: 0, updated: 0, unchanged: 0, failures: [], unknownHeaders: [], sentRows: 0, cancelled: false, stoppedBecause: null };
  const stop = (error: unknown) => {
    if (signal.aborted) outcome.cancelled = true;
    else outcome.stoppedBecause = toApiError(error).message;
    return outcome;
  };
  let importId: number;
  try {
    importId = (await startImport(http, { fileName, totalRows })).id;
  } catch (error) {
    return stop(error);
  }
  onProgress({ sentRows: 0, totalRows });
  for (const chunk of chunks) {
    const first = outcome.sentRows;
    if (signal.aborted) {
      outcome.cancelled = true;
      return outcome;
    }
    for (let attempt = 0; ; attempt += 1) {
      try {
        const result = await uploadCsvRows(http, chunk.body, { importId, firstRow: first + 1, signal });
        outcome.created += result.created;
        outcome.updated += result.updated;
        outcome.unchanged += result.unchanged;
        outcome.failures.push(...result.failed);
        for (const header of result.unknown_headers) if (!outcome.unknownHeaders.includes(header)) outcome.unknownHeaders.push(header);
        break;
      } catch (error) {
        if (signal.aborted || !isWorthRetrying(error) || attempt >= retryDelaysMs.length) return stop(error);
        await wait(retryDelaysMs[attempt], signal);
      }
    }
    outcome.sentRows = first + chunk.rowCount;
    onProgress({ sentRows: outcome.sentRows, totalRows });
  }
  return outcome;
}
