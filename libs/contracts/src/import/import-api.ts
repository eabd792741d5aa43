import { z } from 'zod';
import { API_TOKEN_NAME_MAX_LENGTH, MAX_IMPORT_FILE_ROWS, MAX_IMPORT_ROWS_PER_REQUEST } from '../rules/limits';

/** POST /api/imports: an import of a file, before its chunks are sent. */
export const ImportStartSchema = z
  .object({
    fileName: z.string({ error: 'Give the file name' }).trim().min(1, { error: 'Give the file name' }).max(255, { error: 'Use a file name of at most 255 characters' }),
    totalRows: z
      .number({ error: 'Give the number of rows as a number' })
      .int({ error: 'Give the number of rows as a whole number' })
      .min(1, { error: 'The file has no rows to import' })
      .max(MAX_IMPORT_FILE_ROWS, { error: `Import at most ${MAX_IMPORT_FILE_ROWS.toLocaleString('en-IN')} rows at a time` }),
  })
  .strict();
export type ImportStart = z.infer<typeof ImportStartSchema>;

/** POST /api/upload-csv?import=&first=: which import a chunk belongs to and where in it the chunk starts. */
export const UploadCsvQuerySchema = z
  .object({
    import: z.coerce.number({ error: 'The import id must be a number' }).int().positive().max(2_147_483_647).optional(),
    first: z.coerce.number({ error: 'The first row must be a number' }).int().min(1, { error: 'Rows are counted from 1' }).max(MAX_IMPORT_FILE_ROWS).optional(),
  })
  .strict()
  .refine((q) => q.first === undefined || q.import !== undefined, { error: 'Give the import id with the first row', path: ['import'] });
export type UploadCsvQuery = z.infer<typeof UploadCsvQuerySchema>;

const cell = z.union([z.string(), z.number(), z.boolean(), z.null()], { error: 'Cells must be text, numbers or empty' });

/** The body the spec shows: a JSON array of rows, each an object keyed by the CSV's header names. */
export const UploadCsvRowsSchema = z
  .array(z.record(z.string(), cell, { error: 'Each row must be an object keyed by the header names' }), { error: 'Send the rows as a JSON array' })
  .min(1, { error: 'Send at least one row' })
  .max(MAX_IMPORT_ROWS_PER_REQUEST, { error: `Send at most ${MAX_IMPORT_ROWS_PER_REQUEST.toLocaleString('en-IN')} rows per request` });
export type UploadCsvRows = z.infer<typeof UploadCsvRowsSchema>;

/** A row that was not imported: its place in the upload (1 = the first row sent), the field and why. */
export interface ImportFailureJson {
  row: number;
  field: string;
  message: string;
}

/** The answer to POST /api/upload-csv. */
export interface ImportResultJson {
  message: string;
  created: number;
  updated: number;
  unchanged: number;
  failed: ImportFailureJson[];
  /** Headers the template does not know; their cells were ignored. */
  unknown_headers: string[];
}

/** An import in the history on /uploaddata. */
export interface ImportJson {
  id: number;
  file_name: string;
  total_rows: number;
  started_by: string;
  api_token: string | null;
  created_at: string;
  updated_at: string;
  created: number;
  updated: number;
  unchanged: number;
  failed: number;
}

/** POST /api/admin/api-tokens. */
export const ApiTokenCreateSchema = z
  .object({
    name: z
      .string({ error: 'Give the token a name' })
      .trim()
      .min(1, { error: 'Give the token a name' })
      .max(API_TOKEN_NAME_MAX_LENGTH, { error: `Use at most ${API_TOKEN_NAME_MAX_LENGTH} characters` }),
  })
  .strict();
export type ApiTokenCreate = z.infer<typeof ApiTokenCreateSchema>;

export interface ApiTokenJson {
  id: number;
  name: string;
  created_by: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** The one answer that shows a new token; only its hash is kept. */
export interface CreatedApiTokenJson extends ApiTokenJson {
  token: string;
}
