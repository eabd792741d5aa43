import { queryOptions } from '@tanstack/react-query';
import {
  importEndpoints,
  type CreatedApiTokenJson,
  type ImportResultJson,
  type ImportStart,
  type JsonText,
  type UploadCsvRows,
} from '@matri/contracts';
import { callEndpoint } from '../http/call-endpoint';
import type { Http } from '../http/create-http-client';
import { importKeys } from '../query/query-keys';

/** Opens an import of a file; its chunks are then sent under the returned id. */
export function startImport(http: Http, body: ImportStart): Promise<{ id: number }> {
  return callEndpoint(http, importEndpoints.start, { body });
}

/**
 * POST /api/upload-csv (docs/spec.md section 5): the rows as a JSON array, or that array's JSON text as the page's
 * reader made it. With the import id and the place of the chunk's first row, sending the same chunk again returns its
 * first outcome and changes nothing.
 */
export function uploadCsvRows(
  http: Http,
  rows: UploadCsvRows | JsonText<UploadCsvRows>,
  chunk?: { importId: number; firstRow: number; signal?: AbortSignal },
): Promise<ImportResultJson> {
  return callEndpoint(http, importEndpoints.uploadRows, {
    body: rows,
    ...(chunk ? { query: { import: chunk.importId, first: chunk.firstRow }, config: { signal: chunk.signal } } : {}),
  });
}

export function importsQueryOptions(http: Http) {
  return queryOptions({
    queryKey: importKeys.history(),
    queryFn: () => callEndpoint(http, importEndpoints.history),
    retry: false,
  });
}

export function apiTokensQueryOptions(http: Http) {
  return queryOptions({
    queryKey: importKeys.apiTokens(),
    queryFn: () => callEndpoint(http, importEndpoints.apiTokens),
  });
}

export function createApiToken(http: Http, name: string): Promise<CreatedApiTokenJson> {
  return callEndpoint(http, importEndpoints.createApiToken, { body: { name } });
}

export function revokeApiToken(http: Http, id: number): Promise<unknown> {
  return callEndpoint(http, importEndpoints.revokeApiToken, { params: { id } });
}
