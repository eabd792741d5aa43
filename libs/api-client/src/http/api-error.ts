import { isHttpError } from './http-error';
import type { ApiErrorBody } from '@matri/contracts';

export interface ApiError {
  status: number | null;
  message: string;
  fieldErrors: Record<string, string>;
  /** Seconds to wait, from Retry-After on a 429. */
  retryAfterSeconds: number | null;
}

function isApiErrorBody(body: unknown): body is ApiErrorBody {
  return (
    typeof body === 'object' &&
    body !== null &&
    'error' in body &&
    typeof (body as ApiErrorBody).error?.message === 'string'
  );
}

/** Turns any failure of a call into what the UI shows: never internals of a 5xx. */
export function toApiError(error: unknown): ApiError {
  if (!isHttpError(error)) {
    return {
      status: null,
      message: 'Something went wrong. Please try again.',
      fieldErrors: {},
      retryAfterSeconds: null,
    };
  }
  const response = error.response;
  if (!response) {
    return {
      status: null,
      message: 'We could not reach the server. Check your internet connection and try again.',
      fieldErrors: {},
      retryAfterSeconds: null,
    };
  }
  const retryAfter = Number(response.headers['retry-after']);
  const retryAfterSeconds = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null;
  // Our own 5xx answers (a payment service down, payments not set up) say what to do; an unexpected failure never
  // shows its internals.
  const isOwnAnswer = isApiErrorBody(response.data) && response.data.error.name !== 'ApplicationError';
  if ((response.status >= 500 && !isOwnAnswer) || !isApiErrorBody(response.data)) {
    return {
      status: response.status,
      message:
        response.status >= 500
          ? 'The server had a problem. Please try again in a moment.'
          : `The request failed (${response.status}). Please try again.`,
      fieldErrors: {},
      retryAfterSeconds,
    };
  }
  const fieldErrors: Record<string, string> = {};
  for (const item of response.data.error.details?.errors ?? []) {
    const key = String(item.path[0] ?? '');
    if (key && !fieldErrors[key]) fieldErrors[key] = item.message;
  }
  return { status: response.status, message: response.data.error.message, fieldErrors, retryAfterSeconds };
}
