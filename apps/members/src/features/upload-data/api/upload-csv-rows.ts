import type { Http } from '@matri/api-client';
import type { CsvRow } from '../parse-csv-file';

export interface UploadCsvResponse {
  message: string;
}

/** POST /api/upload-csv with the parsed rows; the bearer header carries the member's own jwt, never a fixed token. */
export function uploadCsvRows(http: Http, rows: readonly CsvRow[]): Promise<UploadCsvResponse> {
  return http.post<UploadCsvResponse>('/api/upload-csv', rows);
}
