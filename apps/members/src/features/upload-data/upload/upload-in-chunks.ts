import { isHttpError, startImport, toApiError, uploadCsvRows, type Http } from '@matri/api-client';
import { IMPORT_CHUNKS_IN_FLIGHT, type ImportFailureJson } from '@matri/contracts';
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
  /** Rows imported without an optional field whose cell was not valid; `row` as in failures. */
  warnings: ImportFailureJson[];
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
const isWorthRetrying = (error: unknown) => isHttpError(error) && (!error.response || error.response.status >= 500);

/**
 * Sends a file's rows in chunks under one import, two at a time, with progress as each is done. A chunk without an
 * answer is sent again at its place (the server applies a chunk once, so a retry never duplicates anyone); a refusal
 * or cancelling stops before the next chunk. Every row sent ends created, updated, unchanged or in `failures`.
 */
export async function uploadInChunks({
  http,
  fileName,
  chunks,
  signal,
  onProgress,
  retryDelaysMs = [1000, 3000, 9000],
}: UploadInChunksOptions): Promise<UploadOutcome> {
  const totalRows = chunks.reduce((sum, chunk) => sum + chunk.rowCount, 0);
  const outcome: UploadOutcome = {
    created: 0,
    updated: 0,
    unchanged: 0,
    failures: [],
    warnings: [],
    unknownHeaders: [],
    sentRows: 0,
    cancelled: false,
    stoppedBecause: null,
  };
  let isStopped = false;
  const stop = (error: unknown) => {
    if (isStopped) return;
    isStopped = true;
    if (signal.aborted) outcome.cancelled = true;
    else outcome.stoppedBecause = toApiError(error).message;
  };
  let importId: number;
  try {
    importId = (await startImport(http, { fileName, totalRows })).id;
  } catch (error) {
    stop(error);
    return outcome;
  }
  const firstRows: number[] = [];
  let nextFirst = 1;
  for (const chunk of chunks) {
    firstRows.push(nextFirst);
    nextFirst += chunk.rowCount;
  }

  const send = async (index: number): Promise<boolean> => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        const result = await uploadCsvRows(http, chunks[index].body, { importId, firstRow: firstRows[index], signal });
        outcome.created += result.created;
        outcome.updated += result.updated;
        outcome.unchanged += result.unchanged;
        outcome.failures.push(...result.failed);
        outcome.warnings.push(...result.warnings);
        for (const header of result.unknownHeaders)
          if (!outcome.unknownHeaders.includes(header)) outcome.unknownHeaders.push(header);
        return true;
      } catch (error) {
        if (signal.aborted || !isWorthRetrying(error) || attempt >= retryDelaysMs.length) {
          stop(error);
          return false;
        }
        await wait(retryDelaysMs[attempt], signal);
      }
    }
  };
  let next = 0;
  const sender = async () => {
    while (!isStopped && next < chunks.length) {
      if (signal.aborted) {
        stop(null);
        return;
      }
      const index = next;
      next += 1;
      if (!(await send(index))) return;
      outcome.sentRows += chunks[index].rowCount;
      onProgress({ sentRows: outcome.sentRows, totalRows });
    }
  };
  onProgress({ sentRows: 0, totalRows });
  await Promise.all(Array.from({ length: Math.min(IMPORT_CHUNKS_IN_FLIGHT, chunks.length) }, sender));
  outcome.failures.sort((a, b) => a.row - b.row);
  outcome.warnings.sort((a, b) => a.row - b.row);
  return outcome;
}
