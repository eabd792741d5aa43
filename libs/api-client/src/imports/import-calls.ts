import { queryOptions } from '@tanstack/react-query';
import type { ApiTokenJson, CreatedApiTokenJson, ImportJson, ImportResultJson, ImportStart } from '@matri/contracts';
import type { Http } from '../http/create-http-client';
import { importKeys } from '../query/query-keys';

/** Opens an import of a file; its chunks are then sent under the returned id. */
export function startImport(http: Http, body: ImportStart): Promise<{ id: number }> {
  return http.post<{ id: number }>('/api/imports', body);
}

/**
 * POST /api/upload-csv (spec section 5): the rows as a JSON array, or that array's JSON text as the page's reader
 * made it. With the import id and the place of the chunk's first row, sending the same chunk again returns its first
 * outcome and changes nothing.
 */
export function uploadCsvRows(
  http: Http,
  rows: readonly Record<string, string>[] | string,
  chunk?: { importId: number; firstRow: number; signal?: AbortSignal },
): Promise<ImportResultJson> {
  return http.post<ImportResultJson>('/api/upload-csv', rows, {
    headers: { 'Content-Type': 'application/json' },
    ...(chunk ? { params: { import: chunk.importId, first: chunk.firstRow }, signal: chunk.signal } : {}),
  });
}

export function importsQueryOptions(http: Http) {
  return queryOptions({ queryKey: importKeys.history(), queryFn: () => http.get<ImportJson[]>('/api/imports'), retry: false });
}

export function apiTokensQueryOptions(http: Http) {
  return queryOptions({ queryKey: importKeys.apiTokens(), queryFn: () => http.get<ApiTokenJson[]>('/api/admin/api-tokens') });
}

export function createApiToken(http: Http, name: string): Promise<CreatedApiTokenJson> {
  return http.post<CreatedApiTokenJson>('/api/admin/api-tokens', { name });
}

export function revokeApiToken(http: Http, id: number): Promise<unknown> {
  return http.del(`/api/admin/api-tokens/${id}`);
}
