import { z } from 'zod';
import { idParamsSchema } from '../schemas/fields';
import {
  ApiTokenCreateSchema,
  ApiTokenSchema,
  CreatedApiTokenSchema,
  ImportResultSchema,
  ImportSchema,
  ImportStartSchema,
  UploadCsvQuerySchema,
  UploadCsvRowsSchema,
} from '../import/import-api';
import { defineEndpoint } from './define-endpoint';

/** Imports: an admin's session, or an API token acting for the admin who created it; members get 403. */
const importers = { access: 'admin-or-api-token', adminOnly: 'Only admins can import members.' } as const;
const admins = { access: 'admin', adminOnly: 'Only admins can import members.' } as const;

/** Member imports (/uploaddata) and the API tokens scripts import with. */
export const importEndpoints = {
  start: defineEndpoint({
    method: 'POST',
    path: '/api/imports',
    ...importers,
    summary: 'Start an import of a CSV file (admins)',
    tags: ['imports'],
    body: ImportStartSchema,
    status: 201,
    response: z.object({ id: z.number().int() }),
  }),
  history: defineEndpoint({
    method: 'GET',
    path: '/api/imports',
    ...importers,
    summary: 'The import history (admins)',
    tags: ['imports'],
    response: z.array(ImportSchema),
  }),
  uploadRows: defineEndpoint({
    method: 'POST',
    path: '/api/upload-csv',
    ...importers,
    summary: 'Import member rows: a JSON array of CSV rows keyed by header names (admins)',
    tags: ['imports'],
    query: UploadCsvQuerySchema,
    body: UploadCsvRowsSchema,
    response: ImportResultSchema,
  }),
  apiTokens: defineEndpoint({
    method: 'GET',
    path: '/api/admin/api-tokens',
    ...admins,
    summary: 'API tokens for scripted imports (admins)',
    tags: ['imports'],
    response: z.array(ApiTokenSchema),
  }),
  createApiToken: defineEndpoint({
    method: 'POST',
    path: '/api/admin/api-tokens',
    ...admins,
    summary: 'Create an API token; the answer is the only time it is shown (admins)',
    tags: ['imports'],
    body: ApiTokenCreateSchema,
    status: 201,
    response: CreatedApiTokenSchema,
  }),
  revokeApiToken: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/api-tokens/:id',
    ...admins,
    summary: 'Revoke an API token (admins)',
    tags: ['imports'],
    params: idParamsSchema('id', { en: 'token', hi: 'टोकन' }),
    response: ApiTokenSchema,
  }),
};
