import { IMPORT_CHUNK_ROWS, type ImportResultJson } from '@matri/contracts';

/**
 * Sends rows to POST /api/upload-csv the way /uploaddata does: one import (POST /api/imports), chunks of
 * IMPORT_CHUNK_ROWS, `inFlight` chunks on their way at once. Returns the totals the API answered and each chunk's time.
 */
export async function sendImportFile(base: string, jwt: string, rows: Record<string, string>[], inFlight: number) {
  const headers = { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' };
  const started = await fetch(`${base}/api/imports`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ fileName: 'bench.csv', totalRows: rows.length }),
  });
  const { id } = (await started.json()) as { id: number };
  const totals = { created: 0, updated: 0, unchanged: 0, failedRows: 0 };
  const chunkMs: number[] = [];
  const t0 = performance.now();
  let next = 0;
  const sender = async () => {
    for (let first = next; first < rows.length; first = next) {
      next += IMPORT_CHUNK_ROWS;
      const t = performance.now();
      const response = await fetch(`${base}/api/upload-csv?import=${id}&first=${first + 1}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(rows.slice(first, first + IMPORT_CHUNK_ROWS)),
      });
      if (response.status !== 200)
        throw new Error(`chunk at ${first + 1}: ${response.status} ${await response.text()}`);
      const result = (await response.json()) as ImportResultJson;
      chunkMs.push(performance.now() - t);
      totals.created += result.created;
      totals.updated += result.updated;
      totals.unchanged += result.unchanged;
      totals.failedRows += new Set(result.failed.map((f) => f.row)).size;
    }
  };
  await Promise.all(Array.from({ length: inFlight }, sender));
  return { ms: performance.now() - t0, totals, chunkMs: chunkMs.sort((a, b) => a - b) };
}
