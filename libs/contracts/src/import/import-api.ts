import { z } from 'zod';
import { sayLater } from '../i18n/local-text';
import { API_TOKEN_NAME_MAX_LENGTH, MAX_IMPORT_FILE_ROWS, MAX_IMPORT_ROWS_PER_REQUEST } from '../rules/limits';

/** POST /api/imports: an import of a file, before its chunks are sent. */
export const ImportStartSchema = z
  .object({
    fileName: z
      .string({ error: sayLater({ en: 'Give the file name', hi: 'फ़ाइल का नाम दें' }) })
      .trim()
      .min(1, { error: sayLater({ en: 'Give the file name', hi: 'फ़ाइल का नाम दें' }) })
      .max(255, {
        error: sayLater({ en: 'Use a file name of at most 255 characters', hi: 'फ़ाइल का नाम अधिकतम 255 अक्षरों का रखें' }),
      }),
    totalRows: z
      .number({ error: sayLater({ en: 'Give the number of rows as a number', hi: 'पंक्तियों की गिनती संख्या में दें' }) })
      .int({ error: sayLater({ en: 'Give the number of rows as a whole number', hi: 'पंक्तियों की गिनती पूरी संख्या में दें' }) })
      .min(1, {
        error: sayLater({ en: 'The file has no rows to import', hi: 'फ़ाइल में इम्पोर्ट करने के लिए कोई पंक्ति नहीं है' }),
      })
      .max(MAX_IMPORT_FILE_ROWS, {
        error: sayLater({
          en: `Import at most ${MAX_IMPORT_FILE_ROWS.toLocaleString('en-IN')} rows at a time`,
          hi: `एक बार में अधिकतम ${MAX_IMPORT_FILE_ROWS.toLocaleString('en-IN')} पंक्तियाँ इम्पोर्ट करें`,
        }),
      }),
  })
  .strict();
export type ImportStart = z.infer<typeof ImportStartSchema>;

/** POST /api/upload-csv?import=&first=: which import a chunk belongs to and where in it the chunk starts. */
export const UploadCsvQuerySchema = z
  .object({
    import: z.coerce
      .number({ error: sayLater({ en: 'The import id must be a number', hi: 'इम्पोर्ट की पहचान संख्या होनी चाहिए' }) })
      .int()
      .positive()
      .max(2_147_483_647)
      .optional(),
    first: z.coerce
      .number({ error: sayLater({ en: 'The first row must be a number', hi: 'पहली पंक्ति संख्या होनी चाहिए' }) })
      .int()
      .min(1, { error: sayLater({ en: 'Rows are counted from 1', hi: 'पंक्तियाँ 1 से गिनी जाती हैं' }) })
      .max(MAX_IMPORT_FILE_ROWS)
      .optional(),
  })
  .strict()
  .refine((q) => q.first === undefined || q.import !== undefined, {
    error: sayLater({ en: 'Give the import id with the first row', hi: 'पहली पंक्ति के साथ इम्पोर्ट की पहचान भी दें' }),
    path: ['import'],
  });
export type UploadCsvQuery = z.infer<typeof UploadCsvQuerySchema>;

const cell = z.union([z.string(), z.number(), z.boolean(), z.null()], {
  error: sayLater({ en: 'Cells must be text, numbers or empty', hi: 'ख़ाने में लिखावट, संख्या या कुछ नहीं होना चाहिए' }),
});

/** The body docs/spec.md shows: a JSON array of rows, each an object keyed by the CSV's header names. */
export const UploadCsvRowsSchema = z
  .array(
    z.record(z.string(), cell, {
      error: sayLater({
        en: 'Each row must be an object keyed by the header names',
        hi: 'हर पंक्ति कॉलम के नामों वाला ऑब्जेक्ट होनी चाहिए',
      }),
    }),
    {
      error: sayLater({ en: 'Send the rows as a JSON array', hi: 'पंक्तियाँ JSON array के रूप में भेजें' }),
    },
  )
  .min(1, { error: sayLater({ en: 'Send at least one row', hi: 'कम से कम एक पंक्ति भेजें' }) })
  .max(MAX_IMPORT_ROWS_PER_REQUEST, {
    error: sayLater({
      en: `Send at most ${MAX_IMPORT_ROWS_PER_REQUEST.toLocaleString('en-IN')} rows per request`,
      hi: `एक अनुरोध में अधिकतम ${MAX_IMPORT_ROWS_PER_REQUEST.toLocaleString('en-IN')} पंक्तियाँ भेजें`,
    }),
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
  /** Rows imported without an optional field whose cell was not valid: the field and why. */
  warnings: z.array(ImportFailureSchema),
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
      .string({ error: sayLater({ en: 'Give the token a name', hi: 'टोकन को कोई नाम दें' }) })
      .trim()
      .min(1, { error: sayLater({ en: 'Give the token a name', hi: 'टोकन को कोई नाम दें' }) })
      .max(API_TOKEN_NAME_MAX_LENGTH, {
        error: sayLater({
          en: `Use at most ${API_TOKEN_NAME_MAX_LENGTH} characters`,
          hi: `अधिकतम ${API_TOKEN_NAME_MAX_LENGTH} अक्षर रखें`,
        }),
      }),
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
