import { z } from 'zod';
import { API_TOKEN_NAME_MAX_LENGTH, MAX_IMPORT_FILE_ROWS, MAX_IMPORT_ROWS_PER_REQUEST } from '../rules/limits';

/** POST /api/imports: an import of a file, before its chunks are sent. */
export const ImportStartSchema = z
  .object({
    fileName: z
      .string({ error: 'Give the file name' })
      .trim()
      .min(1, { error: 'Give the file name' })
      .max(255, { error: 'Use a file name of at most 255 characters' }),
    totalRows: z
      .number({ error: 'Give the number of rows as a number' })
      .int({ error: 'Give the number of rows as a whole number' })
      .min(1, { error: 'The file has no rows to import' })
      .max(MAX_IMPORT_FILE_ROWS, {
        error: `Import at most ${MAX_IMPORT_FILE_ROWS.toLocaleString('en-IN')} rows at a time`,
      }),
  })
  .strict();
export type ImportStart = z.infer<typeof ImportStartSchema>;

/** POST /api/upload-csv?import=&first=: which import a chunk belongs to and where in it the chunk starts. */
export const UploadCsvQuerySchema = z
  .object({
    import: z.coerce.number({ error: 'The import id must be a number' }).int().positive().max(2_147_483_647).optional(),
    first: z.coerce
      .number({ error: 'The first row must be a number' })
      .int()
      .min(1, { error: 'Rows are counted from 1' })
      .max(MAX_IMPORT_FILE_ROWS)
      .optional(),
  })
  .strict()
  .refine((q) => q.first === undefined || q.import !== undefined, {
    error: 'Give the import id with the first row',
    path: ['import'],
  });
export type UploadCsvQuery = z.infer<typeof UploadCsvQuerySchema>;

const cell = z.union([z.string(), z.number(), z.boolean(), z.null()], {
  error: 'Cells must be text, numbers or empty',
});

/** The body docs/spec.md shows: a JSON array of rows, each an object keyed by the CSV's header names. */
export const UploadCsvRowsSchema = z
  .array(z.record(z.string(), cell, { error: 'Each row must be an object keyed by the header names' }), {
    error: 'Send the rows as a JSON array',
  })
  .min(1, { error: 'Send at least one row' })
  .max(MAX_IMPORT_ROWS_PER_REQUEST, {
    error: `Send at most ${MAX_IMPORT_ROWS_PER_REQUEST.toLocaleString('en-IN')} rows per request`,
  });
export type UploadCsvRows = z.infer<typeof UploadCsvRowsSchema>;

/** A row that was not imported: its place in the upload (1 = the first row sent), the field and why. */
export const ImportFailureSchema = z.object({ row: z.number().int(), field: z.string(), message: z.string() });
export type ImportFailureJson = z.infer<typeof ImportFailureSchema>;

/** The answer to POST /api/upload-csv. */
export const ImportResultSchema = z.object({
  message: z.string(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  failed: z.array(ImportFailureSchema),
  /** Headers the template does not know; their cells were ignored. */
  unknownHeaders: z.array(z.string()),
});
export type ImportResultJson = z.infer<typeof ImportResultSchema>;

/** An import in the history on /uploaddata. */
export const ImportSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  totalRows: z.number().int(),
  startedBy: z.string(),
  apiToken: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  failed: z.number().int(),
});
export type ImportJson = z.infer<typeof ImportSchema>;

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

export const ApiTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  createdBy: z.string(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
  revokedAt: z.iso.datetime().nullable(),
});
export type ApiTokenJson = z.infer<typeof ApiTokenSchema>;

/** The one answer that shows a new token; only its hash is kept. */
export const CreatedApiTokenSchema = ApiTokenSchema.extend({ token: z.string() });
export type CreatedApiTokenJson = z.infer<typeof CreatedApiTokenSchema>;
