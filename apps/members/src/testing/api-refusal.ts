import { HttpError } from '@matri/api-client';
import type { ApiErrorName } from '@matri/contracts';

/** What the HTTP client throws when the API refuses a call with its error body, for tests of how pages tell it. */
export function apiRefusal(status: number, message: string, name: ApiErrorName = 'ApplicationError'): HttpError {
  const data = { data: null, error: { status, name, message, details: {} } };
  return new HttpError('failed', {
    status,
    data,
    headers: {},
  });
}
